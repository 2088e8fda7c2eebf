import SheetCore
import SheetRender
import Testing

/// The film strip keeps a fixed pixel budget whatever the window (review R2 #3), and its
/// refusal names a `--filmstrip-every` that works, or says that none does (R2 #10).
struct FilmStripBudgetTests {
    /// Frame sizes in pixels: an iPhone at 1×, 2× and 8×, and the drawable limit's extremes.
    static let frames: [(width: Int, height: Int)] = [
        (390, 844), (780, 1688), (3120, 6752), (8192, 4096), (4096, 8192), (5792, 5792), (8192, 1),
        (1, 8192), (1, 1), (2, 3), (601, 10), (2401, 2701),
    ]

    @Test func everyThumbnailFitsTheBoxAndKeepsItsAspect() {
        for frame in Self.frames {
            let factor = FilmStrip.reduction(width: frame.width, height: frame.height)
            let thumbnail = FilmStrip.thumbnailSize(width: frame.width, height: frame.height)
            #expect(thumbnail.width <= FilmStrip.thumbnailBox.width, "\(frame) → \(thumbnail)")
            #expect(thumbnail.height <= FilmStrip.thumbnailBox.height, "\(frame) → \(thumbnail)")
            // One factor for both sides: the aspect is kept (to a pixel of rounding).
            #expect(frame.width / factor == thumbnail.width || thumbnail.width == 1)
            #expect(frame.height / factor == thumbnail.height || thumbnail.height == 1)
        }
        // A window as the tests' other film strips see it keeps its thumbnails' usual size.
        #expect(FilmStrip.thumbnailSize(width: 390, height: 844) == (130, 281))
        #expect(FilmStrip.thumbnailSize(width: 780, height: 1688) == (130, 281))
    }

    @Test func aFullStripOfTheLargestFramesStaysWithinTheDrawableLimit() {
        for frame in Self.frames {
            let thumbnail = FilmStrip.thumbnailSize(width: frame.width, height: frame.height)
            let sizes = Array(repeating: thumbnail, count: FilmStrip.limit)
            let layout = Image.gridLayout(sizes, columns: FilmStrip.columns, gap: FilmStrip.gap)
            #expect(layout.width <= DrawableLimit.maximumSide, "\(frame): \(layout.width) wide")
            #expect(layout.height <= DrawableLimit.maximumSide, "\(frame): \(layout.height) tall")
        }
        // Even thumbnails of the whole box, one frame each: the bound holds for any mix.
        let boxes = Array(repeating: FilmStrip.thumbnailBox, count: FilmStrip.limit)
        let layout = Image.gridLayout(boxes, columns: FilmStrip.columns, gap: FilmStrip.gap)
        #expect(layout.width <= DrawableLimit.maximumSide)
        #expect(layout.height <= DrawableLimit.maximumSide)
        #expect(FilmStrip.rows * FilmStrip.columns >= FilmStrip.limit)
    }

    static func solid(_ width: Int, _ height: Int, _ color: UInt32) -> Image {
        Image(width: width, height: height, pixels: Array(repeating: color, count: width * height))
    }

    @Test func thePixelsKeptAreCountedAndBounded() {
        var strip = FilmStrip()
        // A wide frame: a sixth would be 500 px wide, beyond the box.
        for _ in 0..<3 { strip.add(Self.solid(3000, 1000, 0xFF10_2030)) }
        for thumbnail in strip.thumbnails {
            #expect(thumbnail.width <= FilmStrip.thumbnailBox.width)
            #expect(thumbnail.height <= FilmStrip.thumbnailBox.height)
            #expect(thumbnail.pixels.allSatisfy { $0 == 0xFF10_2030 }, "a solid frame stays solid")
        }
        #expect(strip.pixelsKept == strip.thumbnails.reduce(0) { $0 + $1.width * $1.height })
        #expect(strip.pixelsKept == 3 * 375 * 125)
        // Full at the limit: the next frame is refused and nothing more is kept.
        var small = FilmStrip()
        var added = 0
        for _ in 0..<FilmStrip.limit where small.add(Self.solid(6, 6, 0xFFFF_FFFF)) { added += 1 }
        #expect(added == FilmStrip.limit)
        #expect(small.isFull)
        let addedPastTheLimit = small.add(Self.solid(6, 6, 0xFFFF_FFFF))
        #expect(!addedPastTheLimit)
        #expect(small.thumbnails.count == FilmStrip.limit)
        #expect(small.pixelsKept == FilmStrip.limit * 4)
        let box = FilmStrip.thumbnailBox
        #expect(small.pixelsKept <= FilmStrip.limit * box.width * box.height)
    }

    @Test func aSideShorterThanTheFactorAveragesWhatIsThere() {
        // One pixel wide, ten tall: three rows of the average of three (the last of four).
        let values = (0..<10).map { 0xFF00_0000 | UInt32($0 * 10) }
        let column = Image(width: 1, height: 10, pixels: values)
        let shrunk = column.scaledDown(by: 3)
        #expect(shrunk.width == 1 && shrunk.height == 3)
        #expect(shrunk.pixels.map { $0 & 0xFF } == [10, 40, 70])
        let tiny = Self.solid(2, 2, 0xFF12_3456).scaledDown(by: 19)
        #expect(tiny.width == 1 && tiny.height == 1 && tiny.pixels == [0xFF12_3456])
    }

    @Test func theGridPlacesEveryImageWhereItsLayoutSays() {
        let images = (0..<5).map { Self.solid(2 + $0, 3 + $0 % 2, 0xFF00_0000 | UInt32($0)) }
        let grid = Image.grid(images, columns: 2, gap: 1)
        let layout = Image.gridLayout(images.map { ($0.width, $0.height) }, columns: 2, gap: 1)
        #expect((grid.width, grid.height) == (layout.width, layout.height))
        // Rows of 2+1+3 = 6, 4+1+5 = 10 and 6 wide; 4, 4 and 3 tall, with the gaps 13.
        #expect((grid.width, grid.height) == (10, 13))
        for (index, origin) in layout.origins.enumerated() {
            let pixel = grid.pixels[origin.y * grid.width + origin.x]
            #expect(pixel == 0xFF00_0000 | UInt32(index), "image \(index) at \(origin)")
        }
        #expect(grid.pixels[grid.width - 1] == 0xFFFF_FFFF, "white beyond a short row")
    }

    @Test(arguments: [
        601, 1000, 21_600, 36_000, 72_000, 129_601, 215_999, 216_000, 216_001, 216_601,
    ])
    func theAdviceNamesAValueThatFitsOrSaysNoneDoes(frames: Int) throws {
        let refused = FilmStrip.refusal(frames: frames, every: 1)
        let message = try #require(refused, "\(frames) frames at every 1 are more than a strip")
        #expect(!message.contains("\n"))
        let least = (1...FilmStrip.largestEvery).first {
            FilmStrip.refusal(frames: frames, every: $0) == nil
        }
        if let least {
            #expect(message.hasSuffix("use --filmstrip-every \(least) or more"), "\(message)")
        } else {
            #expect(!message.contains("use --filmstrip-every"), "\(message)")
            let limits = ["\(FilmStrip.limit) frames", "every \(FilmStrip.largestEvery)th"]
            for words in limits + ["plot"] {
                #expect(message.contains(words), "\(message) names \(words)")
            }
        }
    }

    @Test func theLargestEveryIsTheFlagsOwnLimit() throws {
        func parses(_ every: Int) -> Bool {
            (try? Command.parse([
                "--replay", "t.jsonl", "--headless", "--filmstrip", "s.png",
                "--filmstrip-every", String(every),
            ])) != nil
        }
        #expect(parses(FilmStrip.largestEvery))
        #expect(!parses(FilmStrip.largestEvery + 1))
    }
}
