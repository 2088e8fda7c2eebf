extension Preset {
    /// The flags this preset sets, in the order they apply, with their values: data, applied
    /// by `apply` through each flag's own parser. Every number and its source is in
    /// docs/presets.md.
    package var overrides: [(FlagName, PresetValue)] {
        switch self {
        case .seed:
            return []  // The write-ups: Configuration's own defaults.
        case .fluid:
            // SheetLab's own: momentum decides, a spring carries the finger's speed into the
            // landing, the edges give instead of stopping dead, the dim tracks the sheet.
            return [
                (.policy, .choice(PolicyKind.projected)), (.deceleration, .number(0.998)),
                (.animation, .choice(AnimationKind.spring)), (.springResponse, .number(0.36)),
                (.springDamping, .number(0.86)), (.overdrag, .choice(OverdragKind.rubber)),
                (.rubberConstant, .number(0.55)),
            ]
        case .panmodal:
            return [
                (.policy, .choice(PolicyKind.velocity)),
                (.fullscreenVelocity, .number(300)),  // 1000 · (1 − snapMovementSensitivity 0.7)
                // slow releases snap to the nearest of short form and closed
                (.dismissProgress, .number(0.5)),
                (.animation, .choice(AnimationKind.spring)), (.springDamping, .number(0.8)),
                // UIKit spring of 0.5 s at damping 0.8 settles like this
                (.springResponse, .number(0.38)),
                // PanModalAnimator: initialSpringVelocity: 0
                (.releaseVelocity, .choice(ReleaseVelocity.drop)),
                // anchorModalToLongForm: the sheet stops at long form
                (.overdrag, .choice(OverdragKind.clamp)),
                (.dimAlpha, .number(0.7)), (.cornerRadius, .number(8)),
            ]
        case .floatingpanel:
            return [
                (.policy, .choice(PolicyKind.projected)),
                // momentumProjectionRate: UIScrollView.DecelerationRate.normal
                (.deceleration, .number(0.998)),
                (.animation, .choice(AnimationKind.spring)),
                (.springResponse, .number(0.4)),  // springResponseTime
                (.springDamping, .number(0.58)),  // ζ for releases above 300 pt/s (1.0 below)
                // allowsRubberBanding is false by default
                (.overdrag, .choice(OverdragKind.clamp)),
                (.dimAlpha, .number(0.3)),  // backdrop alpha at .full only
                (.undimmedDetent, .choice(UndimmedDetent.default)), (.cornerRadius, .number(0)),
            ]
        case .vaul:
            return [
                (.policy, .choice(PolicyKind.velocity)),
                (.fullscreenVelocity, .number(400)),  // VELOCITY_THRESHOLD 0.4 px/ms
                (.dismissProgress, .number(0.25)),  // CLOSE_THRESHOLD
                (.animation, .choice(AnimationKind.curve)),
                (.curve, .text("0.32,0.72,0,1")),  // TRANSITIONS.EASE
                (.presentDuration, .number(0.5)), (.snapDuration, .number(0.5)),
                (.dimDuration, .number(0.5)),
                // WINDOW_TOP_OFFSET
                (
                    .cardScale,
                    .derived {
                        max(0.01, ($0.constants.window.width - 26) / $0.constants.window.width)
                    }
                ),
                // dampenValue: 8 · (ln(v + 1) − 2), opening direction only
                (.overdrag, .choice(OverdragKind.log)),
            ]
        case .material:
            return [
                (.policy, .choice(PolicyKind.material)),
                (.fullscreenVelocity, .number(500)),  // DEFAULT_SIGNIFICANT_VEL_THRESHOLD
                (.projectionTime, .number(0.1)),  // HIDE_FRICTION
                // halfExpandedRatio
                (.defaultHeight, .derived { ($0.constants.window.height * 0.5).rounded() }),
                (
                    .dismissHeight,
                    .derived { min($0.constants.dismissHeight, $0.constants.defaultHeight / 2) }
                ),
                (.animation, .choice(AnimationKind.curve)),
                (.curve, .text("0.22,1,0.36,1")),  // ViewDragHelper's quintic ease-out
                (.snapDuration, .number(0.256)),  // BASE_SETTLE_DURATION
                (.presentDuration, .number(0.256)),
                (.dimAlpha, .number(0)),  // BottomSheetBehavior draws no scrim
                (.cornerRadius, .number(28)),  // shapeAppearanceCornerExtraLarge
                (.cardScale, .number(1)),
            ]
        case .gorhom:
            return [
                (.policy, .choice(PolicyKind.linear)),
                (.projectionTime, .number(0.2)),  // redash snapPoint: value + 0.2 · velocity
                (.animation, .choice(AnimationKind.spring)),
                (.springResponse, .number(0.344)),  // stiffness 1000, mass 3: ω₀ = √(1000/3)
                // damping 500: ζ = 500 / (2√(1000·3)), overshoot clamped
                (.springDamping, .number(4.56)),
                (.overdrag, .choice(OverdragKind.sqrt)),
                (.overdragFactor, .number(2.5)),  // DEFAULT_OVER_DRAG_RESISTANCE_FACTOR
                // restDisplacementThreshold 10, restSpeedThreshold 10
                (.springRest, .number(10)),
                (.dimAlpha, .number(0.5)),  // backdrop DEFAULT_OPACITY
            ]
        case .uikit:
            // UISheetPresentationController, as UIKit's code decides and moves it (iOS 15–26):
            // its look's figures (`SystemSheetLook`) come with `--look ios`, this preset's
            // default look.
            return [
                (.look, .choice(SheetLook.latestSystem)),
                (.policy, .choice(PolicyKind.uikit)),
                (.deceleration, .number(0.99)),  // SheetDecelerationFactor
                (.fullscreenVelocity, .number(1000)),  // SheetSpeedThreshold
                (.animation, .choice(AnimationKind.spring)),
                (.springResponse, .number(0.3441)),  // SheetResponse 0.3441442326
                (.springDamping, .number(1)),  // SheetDampingRatio
                (.flickDamping, .number(0.8)),  // SheetHighSpeedDampingRatio, from 1000 pt/s
                (.releaseVelocity, .choice(ReleaseVelocity.carry)),
                // past large: min(gap to the safe area's top, 100) (_rubberBandExtent…)
                (.overdrag, .choice(OverdragKind.uikit)),
                (.rubberConstant, .number(0.55)),  // _UIScrollViewRubberBandCoefficient
                // iOS 16: the grabber is a button; with 3+ detents iOS 26.1 steps down
                (.grabberTap, .choice(GrabberTap.down)),
                // prefersGrabberVisible is false unless set
                (.grabber, .choice(GrabberVisibility.hidden)),
                (.dismissCue, .choice(OnOff.off)),  // UIKit shows no dismissal cue
            ]
        }
    }

    /// Sets this preset's constants (for a style `tunedByPresets`): its `overrides`, in order,
    /// each through its flag's parser. Flags given on the command line are applied
    /// afterwards and win.
    package func apply(to c: inout Configuration) { PresetValue.apply(overrides, to: &c) }
}

extension Preset {
    /// The undimmed detent this preset means on `configuration`'s detents. A preset names the
    /// shorthand's `default`; over a list without one, FloatingPanel's "dim at full only"
    /// is every detent under the highest clear (the lowest when there is one), so that a
    /// preset never makes the user's `--detents` a usage error about a flag they never gave.
    func undimmedDetent(on configuration: Configuration) -> UndimmedDetent {
        let set = configuration.constants.undimmedDetent
        guard set != .none, let specs = configuration.constants.detents,
            !specs.contains(where: { $0.name == set.rawValue })
        else { return set }
        return UndimmedDetent(rawValue: specs[max(0, specs.count - 2)].name)
    }
}
