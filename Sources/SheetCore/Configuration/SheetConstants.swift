/// What a sheet is: every constant that shapes how it looks, moves and decides — what
/// `--export` writes, a config file holds, the tuning panel changes and `.reconfigure`
/// carries. Defaults and valid ranges live in `Flag.table`; a style's own defaults come from
/// `StyleKind.applyDefaults`.
package struct SheetConstants: Equatable, Sendable {
    /// Window size in points.
    package var window = Size(width: 390, height: 844)
    /// The phone or tablet the window stands for: its safe area, chrome and screen corners.
    package var device: DeviceKind = .none
    /// How the device is held: landscape turns its screen and safe area.
    package var orientation: Orientation = .portrait
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
    package var cornerRadius = SheetLook.seed.corners.radius
    /// Width of the grabber (`--look ios`: UIKit's 36).
    package var grabberWidth = Grabber.seed.size.width
    /// Height of the grabber (`--look ios`: UIKit's 5).
    package var grabberHeight = Grabber.seed.size.height
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
    /// Whether the grabber is drawn (UIKit's `prefersGrabberVisible`).
    package var grabberVisibility: GrabberVisibility = .visible
    /// Whether a held sheet that a release would dismiss shows the red grabber and "Release
    /// to close".
    package var dismissCue: OnOff = .on
    /// Off: the sheet refuses to be dismissed (UIKit's `isModalInPresentation`).
    package var dismissible: OnOff = .on
    /// On: in a compact height UIKit's sheet stays attached to the bottom edge
    /// (`prefersEdgeAttachedInCompactHeight`); off, it is full screen there.
    package var edgeAttached: OnOff = .off
    /// The Gaussian sigma of `--look ios26`'s glass, in points.
    package var glassBlur = 12.0
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

    /// The sheet's grabber: where the look puts it, as big as `--grabber-width` and
    /// `--grabber-height` say (the look's own size unless given).
    package var grabber: Grabber {
        Grabber(size: Size(width: grabberWidth, height: grabberHeight), top: look.grabber.top)
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
