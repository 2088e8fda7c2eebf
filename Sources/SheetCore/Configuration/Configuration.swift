/// Which release policy decides where a released sheet lands (`--style sheet`).
public enum PolicyKind: String, CaseIterable, Sendable {
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
}

/// How the sheet moves to where it lands.
public enum AnimationKind: String, CaseIterable, Sendable {
    /// Fixed durations on a timing curve (the write-ups' `UIView.animate`).
    case curve
    /// A damped spring fed the release velocity.
    case spring
}

/// What happens when a drag goes past max or below the lowest detent.
public enum OverdragKind: String, CaseIterable, Sendable {
    /// The sheet stops (the write-ups).
    case clamp
    /// The sheet follows with growing resistance, like UIScrollView's edges.
    case rubber
    /// The sheet follows by (√(1 + x) − 1) · factor (gorhom's over-drag resistance).
    case sqrt
    /// Past the top only, 8 · (ln(x + 1) − 2) (vaul's damping).
    case log
}

/// Which SDL renderer draws the window.
public enum RendererKind: String, CaseIterable, Sendable {
    /// SDL's software renderer: no GPU driver loaded, small and quick to start.
    case software
    /// SDL's accelerated renderer (OpenGL), falling back to software.
    case accelerated
    /// Accelerated when a hardware GPU drives it, software otherwise (no GPU device, or
    /// OpenGL only by a software rasteriser such as llvmpipe under Xvfb).
    case auto
}

/// Whether the finger's speed at release carries into the landing animation.
public enum ReleaseVelocity: String, CaseIterable, Sendable {
    case carry
    /// The animation starts from rest (PanModal's `initialSpringVelocity: 0`).
    case drop
}

/// Up to which detent the overlay stays clear and the page usable (Apple's
/// `largestUndimmedDetentIdentifier`, vaul's `fadeFromIndex`): `none`, or a detent's name.
public struct UndimmedDetent: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Dimmed at every detent.
    public static let none = UndimmedDetent(rawValue: "none")
    /// The sheet's default detent (FloatingPanel's half state stays undimmed).
    public static let `default` = UndimmedDetent(rawValue: "default")
    /// The names the default sheet's detents always allow.
    public static let allCases: [UndimmedDetent] = [.none, .default]
}

/// A named set of constants: the write-ups, SheetLab's own, or a library's defaults.
public enum Preset: String, CaseIterable, Sendable {
    case seed, fluid, panmodal, floatingpanel, vaul, material, gorhom
}

/// What a sheet is: every constant that shapes how it looks, moves and decides — what
/// `--export` writes, a config file holds, the tuning panel changes and `.reconfigure`
/// carries. Defaults and valid ranges live in `Flag.table`; a style's own defaults come from
/// `StyleKind.applyDefaults`.
public struct SheetConstants: Equatable, Sendable {
    /// Window size in points.
    public var window = Size(width: 390, height: 844)
    public var style: StyleKind = .sheet
    public var policy: PolicyKind = .seed
    /// "page", or the name of the detent to start resting at (per style).
    public var start = "page"

    public var defaultHeight = 300.0
    public var dismissHeight = 200.0
    public var topInset = 64.0
    public var fullscreenVelocity = 300.0
    public var fullscreenFraction = 0.25
    public var dimAlpha = 0.6
    public var cornerRadius = 16.0
    public var cardScale = 0.92
    public var presentDuration = 0.3
    public var dimDuration = 0.4
    public var dimOutDuration = 0.4
    public var snapDuration = 0.4
    public var tapSlop = 4.0
    public var velocityWindow = 0.1
    public var fps = 60

    public var preset: Preset = .seed
    public var animation: AnimationKind = .curve
    public var curve = TimingCurve.easeInOut
    public var springResponse = 0.4
    public var springDamping = 0.9
    public var deceleration = 0.998
    public var overdrag: OverdragKind = .clamp
    public var rubberConstant = 0.55
    public var overdragFactor = 2.5
    public var releaseVelocity: ReleaseVelocity = .carry
    /// A spring has settled within this many points (and twice as many points per second).
    public var springRest = 0.5
    /// Whether the release velocity feeds the landing spring.
    public var carryVelocity: Bool { releaseVelocity == .carry }
    public var projectionTime = 0.2
    public var undimmedDetent: UndimmedDetent = .none
    /// `--detents`: the resting heights, lowest first; nil means the style's own list (for the
    /// sheet, `default=--default-height,max=max`).
    public var detents: [DetentSpec]?
    /// Text for the sheet's body instead of the poem (read from `--content FILE`).
    public var contentText: String?

    public var panelHeight = 600.0
    public var dismissProgress = 0.3
    public var halfFraction = 0.5
    public var cardTop = 40.0
    public var peekHeight = 50.0

    /// The defaults of `--style sheet`.
    public init() {}
}

/// How one run shows and records a sheet: the window's density and renderer, the files it
/// reads and writes, what it prints. None of it is the sheet's: none of it is exported,
/// and every style takes all of it.
public struct RunOptions: Equatable, Sendable {
    /// Forced pixel density (pixels per point); nil means what the system reports.
    public var scale: Int?
    /// The file `--content` reads the sheet's text from.
    public var contentPath: String?
    /// Where to record a trace of every input (`--record`).
    public var recordPath: String?
    /// A trace to play back instead of live input (`--replay`).
    public var replayPath: String?
    /// Replay without a window, into an offscreen renderer (`--headless`).
    public var headless = false
    /// Which SDL renderer draws the window (`--renderer`).
    public var renderer: RendererKind = .software
    /// Print frame statistics as one JSON line on quit (`--stats`).
    public var stats = false
    /// Show the heads-up display (`--hud`, F1).
    public var hud = false
    /// Show the live tuning panel (`--panel`, Tab).
    public var panel = false
    /// A directory for one PNG per replayed frame (`--frames`).
    public var framesPath: String?
    /// A PNG of every Nth replayed frame side by side (`--filmstrip`).
    public var filmstripPath: String?
    public var filmstripEvery = 6
    /// Two presets, styles or config files to run side by side (`--compare A,B`).
    public var compare: String?
    /// Where `E` writes its exports (`--export-dir`); nil: the working directory.
    public var exportDirectory: String?
    /// The JSON file the constants were loaded from (`--config`).
    public var configPath: String?
    public var fontPath: String?
    public var boldFontPath: String?
    public var events = false

    public init() {}
}

/// A parsed command line: the sheet's constants, the run's options, and which flags were
/// given. Either part's fields read as the configuration's own (`configuration.dimAlpha`,
/// `configuration.recordPath`).
@dynamicMemberLookup
public struct Configuration: Equatable, Sendable {
    /// What the sheet is.
    public var constants = SheetConstants()
    /// How this run shows it.
    public var run = RunOptions()
    /// The flags given on the command line, by name (for "has no effect" notes).
    public var explicitFlags: Set<String> = []

    /// The defaults of `--style sheet`.
    public init() {}

    /// The defaults of `style`.
    public init(style: StyleKind) {
        constants.style = style
        style.applyDefaults(to: &self)
    }

    /// A run of `constants` with the default options.
    public init(_ constants: SheetConstants) {
        self.constants = constants
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<SheetConstants, Value>) -> Value {
        get { constants[keyPath: path] }
        set { constants[keyPath: path] = newValue }
    }

    public subscript<Value>(dynamicMember path: WritableKeyPath<RunOptions, Value>) -> Value {
        get { run[keyPath: path] }
        set { run[keyPath: path] = newValue }
    }

    public subscript<Value>(dynamicMember path: KeyPath<SheetConstants, Value>) -> Value {
        constants[keyPath: path]
    }

    /// The sheet's highest resting height for a window `height` points tall (`--style sheet`).
    public func maxHeight(windowHeight height: Double) -> Double { height - constants.topInset }

    /// The sheet's detent list: `--detents`, or the two-detent shorthand of
    /// `--default-height` and `--top-inset`.
    public var sheetDetents: [DetentSpec] {
        constants.detents ?? [
            DetentSpec(name: "default", value: .points(constants.defaultHeight)),
            DetentSpec(name: "max", value: .max),
        ]
    }

    /// One line per flag given that the chosen style does not read.
    public var unusedFlagNotes: [String] {
        let style = constants.style
        let used = style.behavior(self).usedFlags
        return Flag.table.filter { explicitFlags.contains($0.name) }
            .filter { !$0.readByEveryStyle && !used.contains($0.name) }
            .map { "--\($0.name) has no effect with --style \(style.rawValue)" }
    }
}
