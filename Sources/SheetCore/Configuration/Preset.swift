extension Preset {
    /// Sets this preset's constants (for `--style sheet`); flags given on the command line
    /// are applied afterwards and win. Every number and its source is in docs/presets.md.
    package func apply(to c: inout Configuration) {
        switch self {
        case .seed:
            break  // The write-ups: Configuration's own defaults.
        case .fluid:
            // SheetLab's own: momentum decides, a spring carries the finger's speed into the
            // landing, the edges give instead of stopping dead, the dim tracks the sheet.
            c.policy = .projected
            c.deceleration = 0.998
            c.animation = .spring
            c.springResponse = 0.36
            c.springDamping = 0.86
            c.overdrag = .rubber
            c.rubberConstant = 0.55
        case .panmodal:
            c.policy = .velocity
            c.fullscreenVelocity = 300  // 1000 · (1 − snapMovementSensitivity 0.7)
            c.dismissProgress = 0.5  // slow releases snap to the nearest of short form and closed
            c.animation = .spring
            c.springDamping = 0.8
            c.springResponse = 0.38  // UIKit spring of 0.5 s at damping 0.8 settles like this
            c.releaseVelocity = .drop  // PanModalAnimator: initialSpringVelocity: 0
            c.overdrag = .clamp  // anchorModalToLongForm: the sheet stops at long form
            c.dimAlpha = 0.7
            c.cornerRadius = 8
        case .floatingpanel:
            c.policy = .projected
            c.deceleration = 0.998  // momentumProjectionRate: UIScrollView.DecelerationRate.normal
            c.animation = .spring
            c.springResponse = 0.4  // springResponseTime
            c.springDamping = 0.58  // ζ for releases above 300 pt/s (1.0 below)
            c.overdrag = .clamp  // allowsRubberBanding is false by default
            c.dimAlpha = 0.3  // backdrop alpha at .full only
            c.undimmedDetent = .default
            c.cornerRadius = 0
        case .vaul:
            c.policy = .velocity
            c.fullscreenVelocity = 400  // VELOCITY_THRESHOLD 0.4 px/ms
            c.dismissProgress = 0.25  // CLOSE_THRESHOLD
            c.animation = .curve
            c.curve = TimingCurve(0.32, 0.72, 0, 1)  // TRANSITIONS.EASE
            c.presentDuration = 0.5
            c.snapDuration = 0.5
            c.dimDuration = 0.5
            c.cardScale = max(0.01, (c.window.width - 26) / c.window.width)  // WINDOW_TOP_OFFSET
            c.overdrag = .log  // dampenValue: 8 · (ln(v + 1) − 2), opening direction only
        case .material:
            c.policy = .material
            c.fullscreenVelocity = 500  // DEFAULT_SIGNIFICANT_VEL_THRESHOLD
            c.projectionTime = 0.1  // HIDE_FRICTION
            c.defaultHeight = (c.window.height * 0.5).rounded()  // halfExpandedRatio
            c.dismissHeight = min(c.dismissHeight, c.defaultHeight / 2)
            c.animation = .curve
            c.curve = TimingCurve(0.22, 1, 0.36, 1)  // ViewDragHelper's quintic ease-out
            c.snapDuration = 0.256  // BASE_SETTLE_DURATION
            c.presentDuration = 0.256
            c.dimAlpha = 0  // BottomSheetBehavior draws no scrim
            c.cornerRadius = 28  // shapeAppearanceCornerExtraLarge
            c.cardScale = 1
        case .gorhom:
            c.policy = .linear
            c.projectionTime = 0.2  // redash snapPoint: value + 0.2 · velocity
            c.animation = .spring
            c.springResponse = 0.344  // stiffness 1000, mass 3: ω₀ = √(1000/3)
            c.springDamping = 4.56  // damping 500: ζ = 500 / (2√(1000·3)), overshoot clamped
            c.overdrag = .sqrt
            c.overdragFactor = 2.5  // DEFAULT_OVER_DRAG_RESISTANCE_FACTOR
            c.springRest = 10  // restDisplacementThreshold 10, restSpeedThreshold 10
            c.dimAlpha = 0.5  // backdrop DEFAULT_OPACITY
        }
    }
}

extension Preset {
    /// The undimmed detent this preset means on `configuration`'s detents. A preset names the
    /// shorthand's `default`; over a list without one, FloatingPanel's "dim at full only"
    /// is every detent under the highest clear (the lowest when there is one), so that a
    /// preset never makes the user's `--detents` a usage error about a flag they never gave.
    func undimmedDetent(on configuration: Configuration) -> UndimmedDetent {
        let set = configuration.undimmedDetent
        guard set != .none, let specs = configuration.detents,
            !specs.contains(where: { $0.name == set.rawValue })
        else { return set }
        return UndimmedDetent(rawValue: specs[max(0, specs.count - 2)].name)
    }
}
