import SheetCore
import SheetRender
import Testing

extension RenderTests {
    /// A translucent capsule, as the "Release to close" pill is drawn: no pixel of it may be
    /// drawn twice (a rounded end whose corner tiles overlap, or a straight piece over a tile,
    /// shows as a dark 1-px seam).
    @Suite struct PillRenderingTests {
        /// Black at alpha 200 over white: one coat is 55 (255 × 55 / 255); two would be 12.
        static let coat = 55

        /// Every pixel of `rect` (points) rendered over white: none darker than one coat.
        func darkestPixel(_ image: Image, in rect: Rect, density: Double) -> (Int, Int, Int) {
            var darkest = (255, 0, 0)
            let left = Int((rect.x * density).rounded(.down)) - 1
            let right = Int((rect.maxX * density).rounded(.up)) + 1
            let top = Int((rect.y * density).rounded(.down)) - 1
            let bottom = Int((rect.maxY * density).rounded(.up)) + 1
            for y in top...bottom {
                for x in left...right {
                    let red = Int(image.color(x: x, y: y).red)
                    if red < darkest.0 { darkest = (red, x, y) }
                }
            }
            return darkest
        }

        @Test(arguments: [1.0, 2.0, 3.0])
        func aTranslucentCapsuleIsOneCoatEverywhere(density: Double) throws {
            let harness = try RenderHarness(size: Size(width: 200, height: 120), density: density)
            // Odd and even heights, whole and half points: radii that fall on half pixels.
            // and corners rounded on some sides only, or across a diagonal.
            let shapes: [(String, (Double) -> CornerRadii)] = [
                ("all", { CornerRadii(all: $0) }), ("top", { CornerRadii.top($0) }),
                (
                    "diagonal",
                    { CornerRadii(topLeft: $0, topRight: 0, bottomRight: $0, bottomLeft: 0) }
                ),
                (
                    "three",
                    { CornerRadii(topLeft: $0, topRight: $0, bottomRight: 0, bottomLeft: $0) }
                ),
            ]
            for height in [21.0, 22, 21.5, 19.25, 9, 13] {
                for width in [140.0, 141, 21] {
                    for (shape, radii) in shapes {
                        let rect = Rect(x: 20.25, y: 30, width: width, height: height)
                        let scene = Scene(
                            size: Size(width: 200, height: 120), background: .white, page: [],
                            pageFrame: Rect(x: 0, y: 0, width: 0, height: 0), pageCornerRadius: 0,
                            pageDim: 0,
                            items: [
                                .shape(
                                    rect, radii(height / 2),
                                    Color(red: 0, green: 0, blue: 0, alpha: 200))
                            ])
                        let image = try #require(harness.canvas.render(scene))
                        let (value, x, y) = darkestPixel(image, in: rect, density: density)
                        let name = "\(shape) \(width)x\(height) at \(density)x"
                        #expect(
                            value >= Self.coat - 2,
                            Comment(
                                rawValue: "\(name): pixel (\(x), \(y)) is \(value), one coat is "
                                    + "\(Self.coat)"))
                        // Nor a gap: the middle row is one coat from end to end (its end
                        // pixels are nearly inside a capsule's ends).
                        let row = Int(((rect.y + height / 2) * density).rounded(.down))
                        let left = Int((rect.x * density).rounded()) + 1
                        let right = Int((rect.maxX * density).rounded()) - 2
                        let lightest = (left...right).map { image.color(x: $0, y: row).red }.max()
                        #expect(
                            Int(lightest ?? 255) <= Self.coat + 8,
                            Comment(rawValue: "\(name): row \(row) reaches \(lightest ?? 255)"))
                    }
                }
            }
        }

        @Test func theReleaseToClosePillHasNoSeamAt1x() throws {
            let harness = try RenderHarness()
            var sheet = machine(start: "default")
            sheet.handle(.pointerDown(Point(x: 195, y: 600)), at: 1)
            sheet.handle(.pointerMove(Point(x: 195, y: 680)), at: 1.5)
            sheet.handle(.pointerMove(Point(x: 195, y: 720)), at: 2)
            #expect(sheet.releaseWouldDismiss)
            let scene = harness.layout.scene(for: sheet)
            let pill = try #require(
                scene.items.lazy.compactMap { item -> Rect? in
                    guard case .shape(let rect, _, let color) = item, color.alpha == 200 else {
                        return nil
                    }
                    return rect
                }.first)
            let image = try harness.render(sheet)
            // Along the pill's middle row and its ends' columns, every pixel is one coat of
            // the pill over what lies beneath: compare each with the pill's flat middle.
            let middle = Int((pill.y + pill.height / 2).rounded(.down))
            let flat = Int(image.color(x: Int(pill.x + pill.width / 2), y: middle).red)
            var darkest = (255, 0, 0)
            for y in Int(pill.y.rounded(.down))...Int(pill.maxY.rounded(.up)) {
                for x in Int(pill.x.rounded(.down))...Int(pill.maxX.rounded(.up)) {
                    let red = Int(image.color(x: x, y: y).red)
                    if red < darkest.0 { darkest = (red, x, y) }
                }
            }
            #expect(
                darkest.0 >= flat - 2,
                "pixel (\(darkest.1), \(darkest.2)) is \(darkest.0); the pill's body is \(flat)")
        }
    }
}
