import SheetEngine

/// Every constant of a sheet, as SheetLab tunes it: `Tuning.tuned` is the sheet exported
/// (Tuned.swift). The figures most often changed can be set on a copy; any other is a line
/// of Tuned.swift, named as its SheetLab flag.
public struct Tuning: Sendable {
    /// The engine's constants.
    package var constants: SheetConstants
    /// What the sheet was tuned on: the device (or window) and the look.
    public let tunedOn: String

    /// The sheet of `constants`, tuned on `tunedOn`.
    package init(constants: SheetConstants, tunedOn: String) {
        self.constants = constants
        self.tunedOn = tunedOn
    }

    /// Period of the landing spring's undamped oscillation, seconds (--spring-response).
    public var springResponse: Double {
        get { constants.springResponse }
        set { constants.springResponse = newValue }
    }
    /// Damping ratio of the landing spring; 1 is critically damped (--spring-damping).
    public var springDamping: Double {
        get { constants.springDamping }
        set { constants.springDamping = newValue }
    }
    /// Deceleration rate per millisecond of a projected release (--deceleration).
    public var deceleration: Double {
        get { constants.deceleration }
        set { constants.deceleration = newValue }
    }
    /// An upward release faster than this, in points a second, goes to the top detent
    /// (--fullscreen-velocity).
    public var fullscreenVelocity: Double {
        get { constants.fullscreenVelocity }
        set { constants.fullscreenVelocity = newValue }
    }
    /// Released below this height, the sheet dismisses (--dismiss-height).
    public var dismissHeight: Double {
        get { constants.dismissHeight }
        set { constants.dismissHeight = newValue }
    }
    /// The overlay's opacity while the sheet rests (--dim-alpha).
    public var dimAlpha: Double {
        get { constants.dimAlpha }
        set { constants.dimAlpha = newValue }
    }
    /// The sheet's top corner radius (--corner-radius).
    public var cornerRadius: Double {
        get { constants.cornerRadius }
        set { constants.cornerRadius = newValue }
    }
    /// The page's scale behind the sheet at its top detent; 1 turns the card off (--card-scale).
    public var cardScale: Double {
        get { constants.cardScale }
        set { constants.cardScale = newValue }
    }
    /// Whether the sheet can be dismissed at all (--dismissible).
    public var isDismissible: Bool {
        get { constants.dismissible == .on }
        set { constants.dismissible = newValue ? .on : .off }
    }
}
