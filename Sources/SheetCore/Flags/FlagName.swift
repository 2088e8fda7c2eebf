/// A flag's name, typed: code names a flag as `.dismissHeight`, never as the text
/// `"dismiss-height"` (its raw value, as typed without the dashes and as the config file's
/// key). One case per row of `Flag.table`, in its order.
package enum FlagName: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case window
    case device
    case orientation
    case look
    case appearance
    case chrome
    case scale
    case style
    case preset
    case policy
    case animation
    case curve
    case springResponse = "spring-response"
    case springDamping = "spring-damping"
    case flickDamping = "flick-damping"
    case deceleration
    case overdrag
    case rubberConstant = "rubber-constant"
    case overdragFactor = "overdrag-factor"
    case releaseVelocity = "release-velocity"
    case grabberTap = "grabber-tap"
    case grabber
    case dismissCue = "dismiss-cue"
    case dismissible
    case edgeAttached = "edge-attached"
    case springRest = "spring-rest"
    case projectionTime = "projection-time"
    case undimmedDetent = "undimmed-detent"
    case content
    case pageImage = "page-image"
    case sheetImage = "sheet-image"
    case start
    case detents
    case defaultHeight = "default-height"
    case dismissHeight = "dismiss-height"
    case topInset = "top-inset"
    case fullscreenVelocity = "fullscreen-velocity"
    case fullscreenFraction = "fullscreen-fraction"
    case dimAlpha = "dim-alpha"
    case cornerRadius = "corner-radius"
    case glassBlur = "glass-blur"
    case grabberWidth = "grabber-width"
    case grabberHeight = "grabber-height"
    case cardScale = "card-scale"
    case presentDuration = "present-duration"
    case dimDuration = "dim-duration"
    case dimOutDuration = "dim-out-duration"
    case snapDuration = "snap-duration"
    case tapSlop = "tap-slop"
    case velocityWindow = "velocity-window"
    case panelHeight = "panel-height"
    case dismissProgress = "dismiss-progress"
    case halfFraction = "half-fraction"
    case cardTop = "card-top"
    case peekHeight = "peek-height"
    case fps
    case font
    case boldFont = "bold-font"
    case events
    case record
    case replay
    case headless
    case renderer
    case stats
    case hud
    case panel
    case frames
    case filmstrip
    case filmstripEvery = "filmstrip-every"
    case video
    case compare
    case exportDir = "export-dir"
    case config
    case watch

    /// The name as typed, without the dashes.
    package var description: String { rawValue }

    /// The name as typed: `--dismiss-height`.
    package var option: String { "--" + rawValue }
}

extension DefaultStringInterpolation {
    /// A flag in a message as it is typed: `"\(flag: .video) needs a path"` reads
    /// `--video needs a path`, the name coming from `FlagName`, never written out again.
    package mutating func appendInterpolation(flag: FlagName) { appendLiteral(flag.option) }
}
