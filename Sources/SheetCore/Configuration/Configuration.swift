/// Which release policy decides where a released sheet lands (`--style sheet`).
package enum PolicyKind: String, CaseIterable, Sendable {
    /// The write-ups' five ordered rules (seed 000's detent rules + seed 003's velocity rule).
    case seed
    /// Project the release with a deceleration rate, then take the nearest detent.
    case projected
    /// The nearest detent to where it was let go.
    case nearest
    /// Faster than the fullscreen velocity: the next detent that way; else the nearest.
    case velocity
    /// The nearest of the detents and the closed position to where the sheet would be after
    /// `--projection-time` seconds at the release velocity (gorhom, via redash's snapPoint).
    case linear
    /// Material's BottomSheetBehavior: a significant downward fling hides the sheet when its
    /// top, projected `--projection-time` ahead, passes half the collapsed height.
    case material
    /// A flick moves at most one detent from where the drag began; a slow release takes the
    /// nearest (vaul's `snapToSequentialPoint`).
    case sequential
    /// UISheetPresentationController's: the nearest detent to a projection that ignores slow
    /// releases, a fast flick one detent further, closed only below the lowest detent.
    case uikit

    /// Whether its rules read `--dismiss-height` (UIKit's treat closed as one more detent).
    package var readsDismissHeight: Bool { self != .uikit }
}

/// How the sheet moves to where it lands.
package enum AnimationKind: String, CaseIterable, Sendable {
    /// Fixed durations on a timing curve (the write-ups' `UIView.animate`).
    case curve
    /// A damped spring fed the release velocity.
    case spring
}

/// What happens when a drag goes past max or below the lowest detent.
package enum OverdragKind: String, CaseIterable, Sendable {
    /// The sheet stops (the write-ups).
    case clamp
    /// The sheet follows with growing resistance, like UIScrollView's edges.
    case rubber
    /// The sheet follows by (√(1 + x) − 1) · factor (gorhom's over-drag resistance).
    case sqrt
    /// Past the top only, 8 · (ln(x + 1) − 2) (vaul's damping).
    case log
    /// UIKit's sheet: past the highest detent the rubber band of `--rubber-constant` over
    /// the gap left above it to the safe area's top, at most 100 pt (about 10 pt on a phone);
    /// below the lowest detent 1:1, towards closed.
    case uikit
}

/// `--appearance`: UIKit's light or dark colours for the page and the sheet (values and
/// sources in docs/presets.md, "Dark appearance").
package enum AppearanceKind: String, CaseIterable, Sendable {
    /// A white page and sheet, black text (the write-ups').
    case light
    /// A black page, the sheet in the elevated dark background, white text.
    case dark
}

/// Which SDL renderer draws the window.
package enum RendererKind: String, CaseIterable, Sendable {
    /// SDL's software renderer: no GPU driver loaded, small and quick to start.
    case software
    /// SDL's accelerated renderer (OpenGL), falling back to software.
    case accelerated
    /// Accelerated when a hardware GPU drives it, software otherwise (no GPU device, or
    /// OpenGL only by a software rasteriser such as llvmpipe under Xvfb).
    case auto
}

/// Whether the finger's speed at release carries into the landing animation.
package enum ReleaseVelocity: String, CaseIterable, Sendable {
    /// The animation starts at the finger's speed at release.
    case carry
    /// The animation starts from rest (PanModal's `initialSpringVelocity: 0`).
    case drop
}

/// What a tap on the sheet's grabber does (UIKit's since iOS 16).
package enum GrabberTap: String, CaseIterable, Sendable {
    /// Nothing: the write-ups' grabber only shows where to drag.
    case off
    /// The next detent up (from the highest, the one below); a sheet with one detent
    /// dismisses. The grabber takes taps in a 44 pt square, as UIKit's does.
    case on
}

/// Up to which detent the overlay stays clear and the page usable (Apple's
/// `largestUndimmedDetentIdentifier`, vaul's `fadeFromIndex`): `none`, or a detent's name.
package struct UndimmedDetent: RawRepresentable, Hashable, Sendable {
    /// `none`, `default` or the name of a detent, as given to `--undimmed-detent`.
    package var rawValue: String
    /// The detent called `rawValue`; whether the style has it is checked later, per style.
    package init(rawValue: String) { self.rawValue = rawValue }
    /// Dimmed at every detent.
    package static let none = UndimmedDetent(rawValue: "none")
    /// The sheet's default detent (FloatingPanel's half state stays undimmed).
    package static let `default` = UndimmedDetent(rawValue: "default")
    /// The names the default sheet's detents always allow.
    package static let allCases: [UndimmedDetent] = [.none, .default]
}

/// A named set of constants: the write-ups, SheetLab's own, or a library's defaults.
package enum Preset: String, CaseIterable, Sendable {
    case seed, fluid, panmodal, floatingpanel, vaul, material, gorhom
    /// UIKit's own sheet, `UISheetPresentationController` (drawn with `--look ios` unless
    /// another look is given).
    case uikit
}

/// What a sheet is: every constant that shapes how it looks, moves and decides — what
/// `--export` writes, a config file holds, the tuning panel changes and `.reconfigure`
/// carries. Defaults and valid ranges live in `Flag.table`; a style's own defaults come from
/// `StyleKind.applyDefaults`.
package struct SheetConstants: Equatable, Sendable {
    /// Window size in points.
    package var window = Size(width: 390, height: 844)
    /// The phone or tablet the window stands for: its safe area, chrome and screen corners.
    package var device: DeviceKind = .none
    /// How the sheet is drawn: the write-ups' or UIKit's system sheet.
    package var look: SheetLook = .seed
    /// Light or dark: the colours of the page and the sheet (`--appearance`).
    package var appearance: AppearanceKind = .light
    /// Which write-up's sheet system to show (`--style`).
    package var style: StyleKind = .sheet
    /// How a released sheet picks where it lands (`--policy`).
    package var policy: PolicyKind = .seed
    /// "page", or the name of the detent to start resting at (per style).
    package var start = "page"

    /// Height of the default detent.
    package var defaultHeight = 300.0
    /// Released below this height, the sheet dismisses.
    package var dismissHeight = 200.0
    /// Gap above the sheet at its max detent (max = window height − top inset).
    package var topInset = 64.0
    /// An upward release faster than this (pt/s) goes to max; the fling threshold of
    /// `--policy velocity`, `material` and `sequential`.
    package var fullscreenVelocity = 300.0
    /// Released with its top above this share of the window height (0…1), it goes to max.
    package var fullscreenFraction = 0.25
    /// Opacity of the black overlay while the sheet rests (0…1).
    package var dimAlpha = 0.6
    /// Radius of the sheet's top corners.
    package var cornerRadius = 16.0
    /// Scale of the page behind a sheet at max (0…1; 1 turns the card effect off).
    package var cardScale = 0.92
    /// Time for the sheet to rise when presented, and to fall when dismissed.
    package var presentDuration = 0.3
    /// Time for the overlay to fade in (and, with `--style sheet`, out).
    package var dimDuration = 0.4
    /// Time for the overlay to fade out when dismissed (`--style sheet` uses `dimDuration`).
    package var dimOutDuration = 0.4
    /// Time for a released sheet to reach its detent.
    package var snapDuration = 0.4
    /// A press that moves further than this becomes a drag; less is a tap.
    package var tapSlop = 4.0
    /// Release velocity is fitted to the pointer samples of this last stretch.
    package var velocityWindow = 0.1
    /// Frames per second while anything moves (1…240).
    package var fps = 60

    /// The named set of constants the others started from (`--preset`); flags given override it.
    package var preset: Preset = .seed
    /// Land on fixed durations along `curve`, or on a spring fed the release velocity.
    package var animation: AnimationKind = .curve
    /// Timing curve of `--animation curve`, as cubic Bézier control points.
    package var curve = TimingCurve.easeInOut
    /// Period of the spring's undamped oscillation.
    package var springResponse = 0.4
    /// Damping ratio of the spring (1 = critically damped, below 1 overshoots).
    package var springDamping = 0.9
    /// Damping ratio of the landing spring after a release at or faster than
    /// `--fullscreen-velocity`; 0: `springDamping` (UIKit's sheet: 0.8).
    package var flickDamping = 0.0
    /// Deceleration rate per millisecond for `--policy projected` (0…1, UIScrollView's 0.998).
    package var deceleration = 0.998
    /// What a drag past max or below the lowest detent does: stop, or follow with resistance.
    package var overdrag: OverdragKind = .clamp
    /// Rubber-band constant c in (1 − 1/(x·c/d + 1))·d of `--overdrag rubber`.
    package var rubberConstant = 0.55
    /// Resistance factor of `--overdrag sqrt`: (√(1 + x) − 1) · factor.
    package var overdragFactor = 2.5
    /// Whether the finger's speed carries into the landing spring or it starts from rest.
    package var releaseVelocity: ReleaseVelocity = .carry
    /// What a tap on the grabber does.
    package var grabberTap: GrabberTap = .off
    /// A spring has settled within this many points (and twice as many points per second).
    package var springRest = 0.5
    /// Whether the release velocity feeds the landing spring.
    package var carryVelocity: Bool { releaseVelocity == .carry }
    /// How far ahead `--policy linear` and `material` project the release velocity.
    package var projectionTime = 0.2
    /// At or below this detent the overlay stays clear and the page usable.
    package var undimmedDetent: UndimmedDetent = .none
    /// `--detents`: the resting heights, lowest first; nil means the style's own list (for the
    /// sheet, `default=--default-height,max=max`).
    package var detents: [DetentSpec]?

    /// Height of the fixed panel (`--style fixed`).
    package var panelHeight = 600.0
    /// Dragged down further than this share (of the window, modal; of the card, card), a release
    /// dismisses (0…1).
    package var dismissProgress = 0.3
    /// Height of the half sheet as a share of the window (0…1).
    package var halfFraction = 0.5
    /// Gap between the window's top and the presented card.
    package var cardTop = 40.0
    /// How far the child card peeks above the bottom edge, and its top's distance from the
    /// window top when open.
    package var peekHeight = 50.0

    /// The defaults of `--style sheet`.
    package init() {}

    /// What heights in points, a `fit` detent's content and the dismiss line stand on: the
    /// device's bottom safe area for a style that stands on it (UIKit's custom detents), else 0.
    package var detentBaseline: Double {
        style.traits.standsOnSafeArea ? safeArea.bottom : 0
    }

    /// The dismiss line as the style reads it, above the detent baseline: `--dismiss-height`
    /// for a style a release below it dismisses, else 0 (its own rule dismisses, if any; so
    /// does `--policy uikit`, whose closed position is one more detent).
    package var dismissLine: Double {
        style.traits.dismissesBelowLine && policy.readsDismissHeight ? dismissHeight : 0
    }

    /// The dismiss line on screen, from the window's bottom edge: the one place its meaning is
    /// worked out (the layout's detents, validation and the exports from the edge read it).
    package var dismissLineOnScreen: Double { dismissLine + detentBaseline }

    /// The sheet's highest resting height for a window `height` points tall (`--style sheet`).
    package func maxHeight(windowHeight height: Double) -> Double {
        height - effectiveTopInset
    }

    /// The sheet's detent list: `--detents`, or the two-detent shorthand of
    /// `--default-height` and `--top-inset`.
    package var sheetDetents: [DetentSpec] {
        detents ?? [
            DetentSpec(name: "default", value: .points(defaultHeight)),
            DetentSpec(name: "max", value: .max),
        ]
    }
}

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

/// A parsed command line: the sheet's constants, the run's options, and which flags were
/// given. Either part's fields read as the configuration's own (`configuration.dimAlpha`,
/// `configuration.recordPath`).
@dynamicMemberLookup
package struct Configuration: Equatable, Sendable {
    /// What the sheet is.
    package var constants = SheetConstants()
    /// How this run shows it.
    package var run = RunOptions()
    /// The flags given on the command line, by name (for "has no effect" notes).
    package var explicitFlags: Set<FlagName> = []

    /// The defaults of `--style sheet`.
    package init() {}

    /// The defaults of `style`.
    package init(style: StyleKind) {
        constants.style = style
        style.applyDefaults(to: &self)
    }

    /// A run of `constants` with the default options.
    package init(_ constants: SheetConstants) {
        self.constants = constants
    }

    /// A constant of the sheet, read and written as the configuration's own.
    package subscript<Value>(dynamicMember path: WritableKeyPath<SheetConstants, Value>) -> Value {
        get { constants[keyPath: path] }
        set { constants[keyPath: path] = newValue }
    }

    /// An option of the run, read and written as the configuration's own.
    package subscript<Value>(dynamicMember path: WritableKeyPath<RunOptions, Value>) -> Value {
        get { run[keyPath: path] }
        set { run[keyPath: path] = newValue }
    }

    /// A computed fact of the sheet (`carryVelocity`), read as the configuration's own.
    package subscript<Value>(dynamicMember path: KeyPath<SheetConstants, Value>) -> Value {
        constants[keyPath: path]
    }

    /// One line per flag given that the chosen style does not read, or that the device
    /// overrides; and one when the device's window is one where UIKit would not show a
    /// bottom sheet.
    package var unusedFlagNotes: [String] {
        let style = constants.style
        let used = style.behavior(constants).usedFlags
        var notes = Flag.table.filter { explicitFlags.contains($0.id) }
            .filter { !$0.readByEveryStyle && !used.contains($0.id) }
            .map { "--\($0.name) has no effect with \(flag: .style) \(style.rawValue)" }
        if explicitFlags.contains(.dismissHeight), style.traits.dismissesBelowLine,
            !constants.policy.readsDismissHeight
        {
            notes.append(
                "\(flag: .dismissHeight) has no effect with \(flag: .policy) "
                    + "\(constants.policy.rawValue) (closed is the position below the lowest "
                    + "detent)")
        }
        if explicitFlags.contains(.chrome), constants.device == .none {
            notes.append(
                "\(flag: .chrome) has no effect without \(flag: .device) (the bare "
                    + "window has none)")
        }
        if style.traits.restsBelowTopInset, explicitFlags.contains(.topInset),
            constants.topInset < constants.safeArea.top
        {
            notes.append(
                "\(flag: .topInset) \(Format.number(constants.topInset)) reaches into "
                    + "\(constants.device.rawValue)'s status bar: the sheet stops "
                    + "\(Format.number(constants.safeArea.top)) pt below the top, at its safe area")
        }
        if style.traits.standsOnSafeArea, constants.device != .none,
            constants.window.width > Self.compactWidthLimit
        {
            notes.append(
                "\(flag: .device) \(constants.device.rawValue): UIKit shows a sheet in a window "
                    + "this wide "
                    + "(a regular width) as a centred form sheet; SheetLab draws the bottom "
                    + "sheet of a compact width (an iPhone's, or an iPad's in Split View)")
        }
        return notes
    }

    /// The widest screen, in points, whose sheets UIKit attaches to the bottom edge: wider
    /// ones (an iPad's full screen, a regular width) get a form sheet.
    static let compactWidthLimit = 700.0
}
