import Testing

@testable import SheetCore

struct LayoutTests {
    let layout = Layout(measurer: FakeMeasurer())

    @Test func pageStacksTitlePoemAndAFullWidthButton() {
        let scene = layout.scene(for: SheetMachine(configuration: Configuration()))
        let texts = scene.page.compactMap {
            if case .text(let run) = $0 { return run } else { return nil }
        }
        #expect(texts.first?.text == "百字令·偶忆")
        #expect(texts.first?.origin == Point(x: 24, y: 24))
        #expect(texts.first?.font == Font(.bold, 32))
        let button = shapes(scene.page).last!
        #expect(button.0 == Rect(x: 24, y: 770, width: 342, height: 50))
        #expect(button.1 == CornerRadii(all: 8))
        #expect(button.2 == Color(hex: 0x007AFF))
        #expect(scene.items.isEmpty)
        #expect(scene.pageDim == 0)
    }

    @Test func sheetSitsOnTheBottomEdgeWithItsGrabber() {
        var configuration = Configuration()
        configuration.constants.start = "default"
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        let drawn = shapes(scene.items)
        #expect(drawn[0].0 == Rect(x: 0, y: 544, width: 390, height: 300))
        #expect(drawn[0].1 == .top(16))
        #expect(drawn[1].0 == Rect(x: 165, y: 560, width: 60, height: 6))
        #expect(drawn[1].2 == Color(hex: 0xAAAAAA))
        #expect(scene.items[2] == .clip(Rect(x: 0, y: 544, width: 390, height: 300)))
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 390, height: 844))
        #expect(scene.pageDim == 0.6)
    }

    @Test func atMaxThePageIsACardScaledAboutItsCentre() {
        var configuration = Configuration()
        configuration.constants.start = "max"
        let scene = layout.scene(for: SheetMachine(configuration: configuration))
        let frame = scene.pageFrame
        #expect(abs(frame.width - 390 * 0.92) < 1e-9 && abs(frame.height - 844 * 0.92) < 1e-9)
        #expect(abs(frame.midX - 195) < 1e-9 && abs(frame.midY - 422) < 1e-9)
        #expect(scene.pageCornerRadius == 10)
        #expect(scene.background == .black)
        configuration.constants.cardScale = 1
        let flat = Layout(measurer: FakeMeasurer()).scene(
            for: SheetMachine(configuration: configuration))
        #expect(flat.pageFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    }

    @Test func cardProgressIsHalfWayBetweenTheDetents() {
        var driver = Driver(start: "default")
        driver.send(.pointerDown(Point(x: 195, y: 600)))
        driver.send(.pointerMove(Point(x: 195, y: 360)))  // h = 540, half-way from 300 to 780
        let scene = layout.scene(for: driver.machine)
        #expect(abs(scene.pageFrame.width - 390 * 0.96) < 1e-9)
        #expect(abs(scene.pageCornerRadius - 5) < 1e-9)
    }

    @Test func tinyWindowsNeverProduceNegativeRectangles() {
        var driver = Driver(start: "max")
        for size in [
            Size(width: 1, height: 1), Size(width: 30, height: 40), Size(width: 120, height: 200),
        ] {
            driver.send(.resize(size))
            let scene = layout.scene(for: driver.machine)
            for item in scene.page + scene.items {
                if case .shape(let rect, _, _) = item {
                    #expect(rect.width >= 0 && rect.height >= 0)
                }
            }
        }
    }

    @Test func narrowWindowsGiveSegmentedControlsNoNegativeWidths() {
        let layout = Layout(measurer: FakeMeasurer())
        var driver = Driver(start: "panel") { $0 = Configuration(style: .fixed) }
        driver.send(.resize(Size(width: 43, height: 700)))
        let scene = layout.scene(for: driver.machine)
        #expect(PropertyTests.check(scene) == nil)
    }

    @Test func cardScaleOneTurnsOffTheRoundedCornersToo() {
        var configuration = Configuration()
        configuration.constants.start = "max"
        configuration.constants.cardScale = 1
        let scene = Layout(measurer: FakeMeasurer()).scene(
            for: SheetMachine(configuration: configuration))
        #expect(scene.pageCornerRadius == 0)
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 390, height: 844))
    }
}
