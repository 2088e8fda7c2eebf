/// What a device's system draws over every app (`--device`, unless `--chrome none`): the
/// status bar with the time, signal and battery, and the home indicator. Each item in points,
/// in window coordinates; light or dark by what lies behind it, as the system chooses.
package enum DeviceChrome {
    /// The time every Apple marketing screenshot shows.
    static let time = "9:41"
    /// The status bar's time, semibold 17 pt on iOS (bold is the nearest bundled face).
    static let timeFont = Font(.bold, 17)
    /// The home indicator's width as a share of the screen's (134 pt on a 375 pt screen,
    /// 153 on 428), and its height: 5 pt.
    static let homeIndicatorShare = 0.357
    /// The home indicator's height.
    static let homeIndicatorHeight = 5.0
    /// The home indicator's gap to the screen's bottom edge.
    static let homeIndicatorBottom = 8.0
    /// Android's gesture navigation handle: 108×4 dp, centred in its 24 dp bar.
    static let navigationHandle = Size(width: 108, height: 4)

    /// The status bar and the home indicator for `device` held in `orientation` in a window
    /// of `size`: `darkTop` and `darkBottom` say whether what lies behind each is dark (then
    /// they are drawn white). An iPhone on its side shows no status bar, its Dynamic Island at
    /// the left edge, level with the screen's middle.
    package static func items(
        device: DeviceFigures, size: Size, orientation: Orientation = .portrait, darkTop: Bool,
        darkBottom: Bool, measurer: any TextMeasurer
    ) -> [DrawItem] {
        var items: [DrawItem] = []
        if !device.showsStatusBar(orientation) {
            if let island = device.island {
                let frame = Rect(
                    x: island.y, y: (size.height - island.width) / 2, width: island.height,
                    height: island.width)
                items.append(.shape(frame, CornerRadii(all: island.height / 2), .black))
            }
            // As long on its side as upright: a share of the portrait width.
            homeIndicator(
                device, size: size, length: min(size.width, size.height), dark: darkBottom,
                into: &items)
            return items
        }
        let ink = darkTop ? Color.white : Color.black
        // The time, centred in the bar's left part (beside the notch or island) on iPhones
        // with one, at the left margin elsewhere.
        let bar = device.statusBar
        let lineHeight = measurer.lineHeight(of: timeFont)
        let timeWidth = measurer.width(of: time, font: timeFont)
        let sideWidth = size.width * 0.3
        // A phone with a home button centres the time, its signal at the left (as iOS lays
        // out a 20 pt status bar).
        let homeButton = device.platform == .ios && !device.homeIndicator
        let timeX: Double
        switch device.platform {
        case .ios where homeButton:
            timeX = (size.width - timeWidth) / 2
        case .ios where device.safeTop > 40:
            timeX = (sideWidth - timeWidth) / 2 + 16
        case .ios, .android:
            timeX = 16
        }
        // Beside a Dynamic Island the time and icons sit level with its middle.
        let middle = device.island.map { $0.y + $0.height / 2 } ?? bar / 2
        let textTop = max(0, middle - lineHeight / 2)
        items.append(
            .text(
                TextRun(text: time, font: timeFont, color: ink, origin: Point(x: timeX, y: textTop))
            ))
        // Right: four signal bars and the battery (its case at 40 % of the ink, its charge full).
        let batteryWidth = 25.0
        let batteryHeight = 12.0
        let batteryX =
            size.width - (device.safeTop > 40 ? sideWidth / 2 - 8 : 16) - batteryWidth / 2
        let faded = Color(red: ink.red, green: ink.green, blue: ink.blue, alpha: 102)
        items.append(
            .shape(
                Rect(
                    x: batteryX - batteryWidth / 2, y: middle - batteryHeight / 2,
                    width: batteryWidth, height: batteryHeight), CornerRadii(all: 4), faded))
        items.append(
            .shape(
                Rect(
                    x: batteryX - batteryWidth / 2 + 2, y: middle - batteryHeight / 2 + 2,
                    width: batteryWidth - 4, height: batteryHeight - 4), CornerRadii(all: 2.5), ink)
        )
        items.append(
            .shape(
                Rect(x: batteryX + batteryWidth / 2 + 1, y: middle - 2, width: 1.5, height: 4),
                CornerRadii(all: 0.75), faded))
        var barX = homeButton ? 6 : batteryX - batteryWidth / 2 - 8 - 4 * 4.5
        for step in 0..<4 {
            let height = 4 + Double(step) * 2.5
            items.append(
                .shape(
                    Rect(x: barX, y: middle + 5.5 - height, width: 3, height: height),
                    CornerRadii(all: 1), ink))
            barX += 4.5
        }
        if let island = device.island {
            // The Dynamic Island: black whatever lies behind it, centred on the screen.
            let frame = Rect(
                x: (size.width - island.width) / 2, y: island.y, width: island.width,
                height: island.height)
            items.append(.shape(frame, CornerRadii(all: island.height / 2), .black))
        }
        homeIndicator(device, size: size, length: size.width, dark: darkBottom, into: &items)
        return items
    }

    /// Appends the home indicator (iOS: a share of `length`) or the navigation handle
    /// (Android), centred at the bottom, white over `dark`.
    private static func homeIndicator(
        _ device: DeviceFigures, size: Size, length: Double, dark darkBottom: Bool,
        into items: inout [DrawItem]
    ) {
        guard device.homeIndicator else { return }
        let handle =
            device.platform == .ios
            ? Size(width: (length * homeIndicatorShare).rounded(), height: homeIndicatorHeight)
            : navigationHandle
        let bottom =
            device.platform == .ios
            ? homeIndicatorBottom : (device.safeBottom - handle.height) / 2
        let indicator = Rect(
            x: (size.width - handle.width) / 2, y: size.height - bottom - handle.height,
            width: handle.width, height: handle.height)
        items.append(
            .shape(indicator, CornerRadii(all: handle.height / 2), darkBottom ? .white : .black))
    }
}
