// The bench's Qt peer: a Qt Quick Controls 2 Drawer from the bottom edge with the same poem,
// over a page that is scaled and dimmed behind it as the drawer opens (SheetLab's card effect).
// Run by bench/bench.py with qmlscene (Debian: qmlscene, qml-module-qtquick-controls2). It opens
// the drawer at rest (SheetLab's max detent: 64 pt from the top) and prints the frames Qt
// has swapped once a second, on stderr ("frames N"), so the bench can say how many it drew.
import QtQuick 2.15
import QtQuick.Window 2.15
import QtQuick.Controls 2.15

Window {
    id: window
    title: "Qt Drawer"
    width: 390
    height: 844
    visible: true
    color: "black"
    property int frames: 0
    readonly property string poem: "横街南巷，记钿车小小，翠帘徐揭。绿酒分曹人散后，心事低徊潜说。莲子湖头，枇杷花下，绾就同心结。明珠未斛，朔风千里催别。\n同是沦落天涯，青青柳色，争忍先攀折。红浪香温围夜玉，堕我怀中明月。暮雨空归，秋河不动，虬箭丁丁咽。十年一梦，鬓丝今已如雪。"

    onFrameSwapped: frames += 1

    // SheetLab's bundled fonts (a subset of Noto Sans SC): the same glyphs to rasterise.
    FontLoader { id: regular; source: "../../Resources/fonts/NotoSansSC-Regular.otf" }
    FontLoader { id: bold; source: "../../Resources/fonts/NotoSansSC-Bold.otf" }

    Timer {
        interval: 1000
        running: true
        repeat: true
        onTriggered: console.log("frames " + window.frames)
    }

    Rectangle {
        id: page
        anchors.fill: parent
        color: "white"
        scale: 1 - 0.08 * drawer.position
        radius: 10 * drawer.position
        Column {
            x: 24
            y: 80
            width: parent.width - 48
            spacing: 16
            Text { text: "百字令·偶忆"; font.family: bold.name; font.pixelSize: 28; font.bold: true }
            Text { text: window.poem; font.family: regular.name; font.pixelSize: 17; wrapMode: Text.Wrap; width: parent.width; lineHeight: 1.4 }
            Button { text: "Get Started"; onClicked: drawer.open() }
        }
    }

    Drawer {
        id: drawer
        edge: Qt.BottomEdge
        width: window.width
        height: window.height - 64
        dim: true
        Overlay.modal: Rectangle { color: Qt.rgba(0, 0, 0, 0.6 * drawer.position) }
        background: Rectangle { color: "white"; radius: 10 }
        Column {
            x: 24
            y: 20
            width: parent.width - 48
            spacing: 16
            Rectangle { width: 36; height: 5; radius: 2.5; color: "#c0c0c0"; anchors.horizontalCenter: parent.horizontalCenter }
            Text { text: "Get Started"; font.family: bold.name; font.pixelSize: 22; font.bold: true }
            Text { text: window.poem; font.family: regular.name; font.pixelSize: 17; wrapMode: Text.Wrap; width: parent.width; lineHeight: 1.4 }
        }
        Component.onCompleted: drawer.open()
    }
}
