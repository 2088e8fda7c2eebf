/// How one run shows and records a sheet: the window's density and renderer, the files it
/// reads and writes, what it prints. None of it is the sheet's: none of it is exported,
/// and every style takes all of it.
package struct RunOptions: Equatable, Sendable {
    /// Forced pixel density (pixels per point); nil means what the system reports.
    package var scale: Int?
    /// The file `--content` reads the sheet's text from.
    package var contentPath: String?
    /// The image shown as the page behind the sheet (`--page-image`).
    package var pageImagePath: String?
    /// The image shown as the sheet's content (`--sheet-image`).
    package var sheetImagePath: String?
    /// Text for the sheet's body instead of the poem (read from `--content FILE`).
    package var contentText: String?
    /// `--page-image` once read and checked (or as a trace recorded it).
    package var pageImage: ImageFile?
    /// `--sheet-image` once read and checked (or as a trace recorded it).
    package var sheetImage: ImageFile?
    /// Where to record a trace of every input (`--record`).
    package var recordPath: String?
    /// A trace to play back instead of live input (`--replay`).
    package var replayPath: String?
    /// Replay without a window, into an offscreen renderer (`--headless`).
    package var headless = false
    /// Which SDL renderer draws the window (`--renderer`).
    package var renderer: RendererKind = .software
    /// Print frame statistics as one JSON line on quit (`--stats`).
    package var stats = false
    /// Show the heads-up display (`--hud`, F1).
    package var hud = false
    /// Show the live tuning panel (`--panel`, Tab).
    package var panel = false
    /// A directory for one PNG per replayed frame (`--frames`).
    package var framesPath: String?
    /// A PNG of every Nth replayed frame side by side (`--filmstrip`).
    package var filmstripPath: String?
    /// N for `--filmstrip`: every Nth replayed frame goes into the strip.
    package var filmstripEvery = 6
    /// A clip of the replayed frames, encoded by ffmpeg as its extension says (`--video`).
    package var videoPath: String?
    /// Two presets, styles or config files to run side by side (`--compare A,B`).
    package var compare: String?
    /// Where `E` writes its exports (`--export-dir`); nil: the working directory.
    package var exportDirectory: String?
    /// The JSON file the constants were loaded from (`--config`).
    package var configPath: String?
    /// Whether the `--config` file is watched and its saved edits applied (`--watch`).
    package var watch: WatchMode = .on
    /// A regular font file (TTF/OTF) instead of the bundled subset (`--font`).
    package var fontPath: String?
    /// A bold font file instead of the bundled subset (`--bold-font`).
    package var boldFontPath: String?
    /// Print one JSON object per line on stdout for every sheet event (`--events`).
    package var events = false
    /// Whether the window draws the device's status bar, home indicator and screen corners.
    package var chrome: ChromeKind = .device

    /// The defaults: no files, software renderer, nothing printed.
    package init() {}

    /// What the sheet shows: the poem, or the run's text or image.
    package var sheetBody: SheetBody { SheetBody(text: contentText, image: sheetImage) }

    /// What the layout draws besides the sheet: the page's image and the device's chrome.
    package var page: PageInputs { PageInputs(image: pageImage, chrome: chrome) }

    /// The image read for `slot`, if one was.
    package func image(_ slot: ImageSlot) -> ImageFile? {
        switch slot {
        case .page: pageImage
        case .sheet: sheetImage
        }
    }

    /// The path given for `slot`'s image, if any.
    package func imagePath(_ slot: ImageSlot) -> String? {
        switch slot {
        case .page: pageImagePath
        case .sheet: sheetImagePath
        }
    }

    /// Sets the path given for `slot`'s image.
    package mutating func setImagePath(_ path: String?, for slot: ImageSlot) {
        switch slot {
        case .page: pageImagePath = path
        case .sheet: sheetImagePath = path
        }
    }

    /// Sets `slot`'s image.
    package mutating func setImage(_ image: ImageFile?, for slot: ImageSlot) {
        switch slot {
        case .page: pageImage = image
        case .sheet: sheetImage = image
        }
    }
}
