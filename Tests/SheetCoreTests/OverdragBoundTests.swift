import Testing

@testable import SheetCore

/// Issue 11 §4.2: however far a sheet is dragged past max, or a spring overshoots it, the
/// sheet's top stays inside the window (h ≤ H), so its grabber and corners stay on screen.
struct OverdragBoundTests {
    /// The reported case: `--preset fluid`, from max, dragged up 200 pt (it was 877 in 844).
    @Test func fluidDraggedUpFromMaxStaysInsideTheWindow() throws {
        var driver = Driver(start: "max") { Preset.fluid.apply(to: &$0) }
        driver.drag(fromY: 300, toY: 100, duration: 0.5, pause: 0.2)
        let height = try #require(
            driver.log.last(where: { $0.name == "drag-end" })?.dragEnd,
            "no drag-end in \(driver.log)"
        ).height
        #expect(height > 780, "the sheet still gives past max")
        #expect(height < 844, "drag-end height \(height) in an 844 pt window")
    }

    /// The band keeps giving the further it is pulled, but never reaches the window's top.
    @Test(arguments: [OverdragKind.rubber, .sqrt, .log])
    func theBandApproachesTheTopWithoutReachingIt(_ kind: OverdragKind) {
        let geometry = OverdragGeometry(kind)
        var previous = 780.0
        for raw in [790.0, 800, 900, 1_000, 2_000, 10_000, 100_000] {
            let drawn = geometry.drawn(raw, grabbedAt: 780)
            #expect(drawn >= previous && drawn < 844, "\(kind): raw \(raw) drawn at \(drawn)")
            previous = drawn
        }
        #expect(previous > 800, "\(kind): a long pull still shows give (\(previous))")
    }

    /// Every preset, at several top insets and window heights: drags far past max, the
    /// release, the spring that follows and a grab of it all keep h ≤ H.
    @Test(arguments: Preset.allCases)
    func noPresetEverDrawsTheSheetAboveTheWindow(_ preset: Preset) {
        for windowHeight in [844.0, 500, 1_400] {
            for topInset in [0.0, 8, 64, 180] {
                var driver = Driver(start: "max") {
                    $0.constants.window = Size(width: 390, height: windowHeight)
                    $0.constants.topInset = topInset
                    preset.apply(to: &$0)
                }
                let limit = driver.windowHeight
                var highest = 0.0
                func look(_ what: String) {
                    highest = max(highest, driver.height)
                    #expect(
                        driver.height <= limit,
                        "\(preset), \(windowHeight) pt, inset \(topInset): \(what) \(driver.height)"
                    )
                }
                let top = limit - driver.height
                for distance in [50.0, 200, 1_000, 100_000] {
                    driver.send(.pointerDown(Point(x: 195, y: top + 40)))
                    for step in 1...20 {
                        driver.time += 1.0 / 60
                        driver.send(
                            .pointerMove(Point(x: 195, y: top + 40 - distance * Double(step) / 20)))
                        look("dragged up \(distance)")
                    }
                    driver.send(.pointerUp(Point(x: 195, y: top + 40 - distance)))
                    look("released after \(distance)")
                    for _ in 0..<90 {
                        driver.wait(1.0 / 60)
                        look("springing back after \(distance)")
                    }
                }
                // A fast flick up from default: a spring fed the finger's speed overshoots max.
                driver.key(.down)
                driver.wait(2)
                let defaultTop = limit - driver.height
                driver.drag(fromY: defaultTop + 20, toY: max(1, defaultTop - 300), duration: 0.05)
                for _ in 0..<120 {
                    driver.wait(1.0 / 60)
                    look("after a flick")
                }
                for event in driver.log {
                    if case .dragEnd(let height, _, _, _, _) = event {
                        #expect(
                            height <= limit,
                            "\(preset): drag-end height \(height) in a \(limit) pt window")
                    }
                }
            }
        }
    }

    /// The other styles stop at their highest detent or at the window's top edge.
    @Test(arguments: StyleKind.allCases)
    func everyStyleKeepsItsTopInsideTheWindow(_ kind: StyleKind) {
        let configuration = Configuration(style: kind)
        let highest = kind.behavior(configuration.constants).detents(
            window: configuration.constants.window
        )
        .highest
        var driver = Driver(start: highest.name) { $0 = Configuration(style: kind) }
        let top = driver.windowHeight - driver.height
        driver.send(.pointerDown(Point(x: 195, y: top + 60)))
        for step in 1...20 {
            driver.time += 1.0 / 60
            driver.send(.pointerMove(Point(x: 195, y: top + 60 - Double(step) * 50)))
            #expect(driver.height <= driver.windowHeight, "\(kind): dragged to \(driver.height)")
        }
    }

    /// A spring caught while it overshoots is held where it is drawn, inside the window.
    @Test func grabbingAnOvershootHoldsItInsideTheWindow() {
        var driver = Driver(start: "default") { Preset.floatingpanel.apply(to: &$0) }
        driver.drag(fromY: 600, toY: 300, duration: 0.05)
        var peak = 0.0
        for _ in 0..<60 {
            driver.wait(1.0 / 60)
            peak = max(peak, driver.height)
            #expect(driver.height <= 844)
        }
        #expect(peak > 780, "ζ 0.58 overshoots max")
    }
}
