/// `--export swift-package`: the tuned sheet as a Swift package an iOS app adds as a local
/// package. The engine is SheetCore's own files (`engineFiles`, copied unchanged by the
/// desktop), the rest of the package is `Resources/swift-package` (`templateFiles`); this type
/// writes the two generated files: the tuned constants, and the replays its tests check.
package enum SwiftPackageExport {
    /// The folder's name (then `TunedSheet-2`, …) and the package's.
    package static let name = "TunedSheet"

    /// Where the engine's files go in the package.
    package static let engineFolder = "Sources/SheetEngine"

    /// The engine: SheetCore's files the state machine, its styles, release policies, springs,
    /// curves, over-drag, velocity tracking, detents and frames need, and nothing of the flags,
    /// files or exports. Closed: the package's `swift build` in `make test` compiles them alone.
    package static let engineFiles = [
        "Configuration/SheetConstants.swift",
        "Devices/ChromeKind.swift", "Devices/DeviceFigures.swift", "Devices/DeviceKind.swift",
        "Devices/DevicePlatform.swift", "Devices/Orientation.swift", "Devices/SafeArea.swift",
        "Files/ImageFile.swift", "Files/ImageSlot.swift",
        "Flags/ExitCode.swift", "Flags/FlagName.swift",
        "Geometry/Clamp.swift", "Geometry/Color.swift", "Geometry/ContinuousCorner.swift",
        "Geometry/CornerRadii.swift", "Geometry/Point.swift", "Geometry/Rect.swift",
        "Geometry/Size.swift",
        "Looks/FloatingLook.swift", "Looks/FloatingSheet.swift", "Looks/FormSheet.swift",
        "Looks/Grabber.swift", "Looks/GrabberVisibility.swift", "Looks/SheetCorners.swift",
        "Looks/SheetLook.swift", "Looks/SystemPresentation.swift", "Looks/SystemSheetLook.swift",
        "Motion/AnimationKind.swift", "Motion/Easing.swift", "Motion/ReleaseVelocity.swift",
        "Motion/Spring.swift", "Motion/TimingCurve.swift", "Motion/Tween.swift",
        "Motion/VelocityTracker.swift",
        "Presets/Preset.swift",
        "Release/ExplainedRelease.swift", "Release/ExplanationMismatch.swift",
        "Release/FullscreenRule.swift", "Release/LinearProjectionPolicy.swift",
        "Release/MaterialReleasePolicy.swift", "Release/NearestReleasePolicy.swift",
        "Release/PolicyKind.swift", "Release/ProjectedReleasePolicy.swift",
        "Release/Relation.swift", "Release/Release.swift", "Release/ReleaseDecision.swift",
        "Release/ReleaseExplanation.swift", "Release/ReleasePolicy.swift",
        "Release/ReleaseRecord.swift", "Release/ReleaseRules.swift", "Release/RuleCheck.swift",
        "Release/RuleFact.swift", "Release/RuleStep.swift", "Release/RuleTrace.swift",
        "Release/RuleValue.swift", "Release/SeedReleasePolicy.swift",
        "Release/SequentialReleasePolicy.swift", "Release/UIKitReleasePolicy.swift",
        "Release/VelocityReleasePolicy.swift",
        "Scene/AppearanceKind.swift", "Scene/Content.swift", "Scene/ContentPiece.swift",
        "Scene/DrawItem.swift", "Scene/Font.swift", "Scene/Glass.swift", "Scene/LineBlock.swift",
        "Scene/LineBreaker.swift", "Scene/PageButton.swift", "Scene/PageInputs.swift",
        "Scene/PageLayout.swift", "Scene/Palette.swift", "Scene/SheetBody.swift",
        "Scene/SheetLayout.swift", "Scene/TextMeasurer.swift", "Scene/TextRun.swift",
        "Sheet/Detent.swift", "Sheet/DismissReason.swift", "Sheet/GrabberTap.swift",
        "Sheet/Input.swift", "Sheet/Key.swift", "Sheet/OnOff.swift", "Sheet/OverdragKind.swift",
        "Sheet/ReleaseTarget.swift", "Sheet/SheetEvent.swift", "Sheet/SheetFrames.swift",
        "Sheet/SheetMachine+Animation.swift", "Sheet/SheetMachine+Keys.swift",
        "Sheet/SheetMachine+Pointer.swift", "Sheet/SheetMachine.swift",
        "Sheet/UndimmedDetent.swift",
        "Styles/CardStyle.swift", "Styles/CloseButton.swift", "Styles/DetentLayout.swift",
        "Styles/DetentListLayout.swift", "Styles/DraggableSheetStyle.swift",
        "Styles/ExportedDetents.swift", "Styles/FixedPanelStyle.swift",
        "Styles/GrabberSheetAppearance.swift", "Styles/HalfSheetStyle.swift",
        "Styles/HitRegions.swift", "Styles/ModalStyle.swift", "Styles/PageTransform.swift",
        "Styles/PeekCardStyle.swift", "Styles/ProgressDismissBehavior.swift",
        "Styles/SegmentedControl.swift", "Styles/SheetAction.swift",
        "Styles/SheetAppearance.swift", "Styles/SheetBehavior.swift", "Styles/SheetStyle.swift",
        "Styles/StyleDefinition.swift", "Styles/StyleKind.swift", "Styles/StyleTiming.swift",
        "Styles/StyleTraits.swift", "Styles/UndraggableBehavior.swift",
        "Support/Format.swift", "Support/JSONLayout.swift", "Support/JSONOutput.swift",
    ]

    /// The package's own files, as they are in `Resources/swift-package` (installed as
    /// `share/sheetlab/swift-package`): copied unchanged.
    package static let templateFiles = [
        "Package.swift", "README.md",
        "Sources/TunedSheet/SheetDriver.swift", "Sources/TunedSheet/ScrollHandOff.swift",
        "Sources/TunedSheet/Tuning.swift",
        "Sources/TunedSheetUI/TunedSheetController.swift",
        "Sources/TunedSheetUI/FrameClock.swift", "Sources/TunedSheetUI/View+TunedSheet.swift",
        "Tests/TunedSheetTests/ReplayTests.swift", "Tests/TunedSheetTests/DriverTests.swift",
    ]

    /// The generated file holding the tuned constants.
    package static let tunedFile = "Sources/TunedSheet/Tuned.swift"
    /// The generated file holding the replays the package's tests check.
    package static let replaysFile = "Tests/TunedSheetTests/Replays.swift"

    /// One sheet the package's tests replay every built-in gesture on: the tuned one, or a
    /// preset at the tuned sheet's device or window.
    package struct Column {
        /// "tuned", or the preset's name.
        package var name: String
        /// Its configuration.
        package var configuration: Configuration

        /// The column `name` of `configuration`.
        package init(name: String, configuration: Configuration) {
            self.name = name
            self.configuration = configuration
        }
    }

    /// The columns for `configuration`: it, then every preset at its device (or its window),
    /// for a style presets tune (the others have the one column); with each preset that
    /// cannot be a sheet there (its own flags refused at that window), and why.
    package static func columns(_ configuration: Configuration) -> (
        columns: [Column], skipped: [(preset: String, reason: String)]
    ) {
        var columns = [Column(name: "tuned", configuration: configuration)]
        var skipped: [(preset: String, reason: String)] = []
        let c = configuration.constants
        guard c.style.traits.tunedByPresets else { return (columns, skipped) }
        let place =
            c.device == .none
            ? [FlagName.window.option, c.window.description]
            : [
                FlagName.device.option, c.device.rawValue, FlagName.orientation.option,
                c.orientation.rawValue,
            ]
        for preset in Preset.allCases {
            let arguments = [FlagName.preset.option, preset.rawValue] + place
            do {
                if case .run(let sheet) = try Command.parse(arguments) {
                    columns.append(Column(name: preset.rawValue, configuration: sheet))
                }
            } catch {
                skipped.append((preset.rawValue, error.message))
            }
        }
        return (columns, skipped)
    }

    /// `Sources/TunedSheet/Tuned.swift`: the tuned constants as a value, with what they were
    /// tuned on.
    package static func tuned(_ configuration: Configuration) -> String {
        let c = configuration.constants
        let device =
            c.device == .none
            ? "a \(c.window.description) pt window"
            : "\(c.device.rawValue) (\(c.orientation.rawValue))"
        return """
            \(ConfigFile.exportHeader(c))
            // The sheet as tuned: every constant SheetLab's engine reads, each named as its
            // flag (`springResponse` is --spring-response; SheetLab's docs/flags.md says what
            // each does). Change one here, or on a copy of `Tuning.tuned` (README.md).
            import SheetEngine

            extension Tuning {
                /// The sheet as tuned in SheetLab, on \(device), look \(c.look.rawValue).
                public static let tuned = Tuning(
                    constants: {
            \(constants(c, indent: 12))
                        return c
                    }(), tunedOn: "\(device), look \(c.look.rawValue)")
            }

            """
    }

    /// `Tests/TunedSheetTests/Replays.swift`: for every column, every built-in gesture's
    /// pointer as `Gesture` writes it, and where SheetLab's replay (the one `matrix` runs)
    /// lands it: the release targets and rules, and the height it settles at.
    package static func replays(
        _ columns: [Column], skipped: [(preset: String, reason: String)] = []
    ) -> String {
        let rows = Gesture.library.map { gesture in
            (name: gesture.name, trace: { (c: Configuration) in gesture.trace(c) })
        }
        let matrix = Matrix(
            columns: columns.map { Matrix.Column(name: $0.name, configuration: $0.configuration) },
            rows: rows)
        var text = """
            // Generated by SheetLab \(sheetLabVersion) (`--export swift-package`): every built-in
            // gesture on every sheet below, and where SheetLab's own replay lands it. ReplayTests
            // replays each through this package's engine and expects the same.\
            \(skippedNote(skipped))
            import SheetEngine

            /// Each sheet's constants, as the replays start them (at rest where the gesture
            /// begins).
            enum ReplaySheets {

            """
        var cases: [String] = []
        for (index, column) in columns.enumerated() {
            text += "    static let sheet\(index): SheetConstants = {\n"
            text += constants(column.configuration.constants, indent: 8) + "\n"
            text += "        return c\n    }()\n"
            for (rowIndex, gesture) in Gesture.library.enumerated() {
                let trace = gesture.trace(column.configuration)
                let landings = matrix.rows[rowIndex].cells[index].map {
                    "\"\($0.target)\(($0.rule.map { " \($0)" }) ?? "")\""
                }
                let height = matrix.rows[rowIndex].curves[index].heights.last ?? 0
                cases.append(
                    """
                        ReplayCase(
                            sheet: "\(column.name)", gesture: "\(gesture.name)",
                            constants: ReplaySheets.sheet\(index),
                            start: "\(trace.configuration.constants.start)",
                            pointer: "\(pointer(trace))",
                            landings: [\(landings.joined(separator: ", "))],
                            height: \(literal(height))),
                    """)
            }
        }
        text += "}\n\n/// Every gesture on every sheet.\nlet replayCases: [ReplayCase] = [\n"
        text += cases.joined(separator: "\n") + "\n]\n"
        return text
    }

    /// `value` as a Swift literal that reads back exactly and compiles without a warning: a
    /// subnormal (`5e-324`, which Swift warns loses precision) by its bits.
    static func literal(_ value: Double) -> String {
        guard value != 0, value.isFinite, abs(value) < Double.leastNormalMagnitude else {
            return Format.exact(value)
        }
        return "Double(bitPattern: 0x\(String(value.bitPattern, radix: 16)))"
    }

    /// The header lines naming the presets left out, each with SheetLab's reason.
    static func skippedNote(_ skipped: [(preset: String, reason: String)]) -> String {
        skipped.map { preset, reason in
            "\n// Not replayed: --preset \(preset), which at this window is refused: "
                + reason.replacing("\n", with: " ")
        }.joined()
    }

    /// A gesture's pointer, one `d|m|u TIME X Y` a sample, `;` between.
    static func pointer(_ trace: Trace) -> String {
        trace.entries.compactMap { entry in
            let kind: String
            let point: Point
            switch entry.input {
            case .pointerDown(let p): (kind, point) = ("d", p)
            case .pointerMove(let p): (kind, point) = ("m", p)
            case .pointerUp(let p): (kind, point) = ("u", p)
            default: return nil
            }
            return "\(kind) \(Format.exact(entry.time)) \(Format.exact(point.x)) "
                + Format.exact(point.y)
        }.joined(separator: ";")
    }

    /// `var c = SheetConstants()` and a line setting each constant, indented `indent`.
    package static func constants(_ c: SheetConstants, indent: Int) -> String {
        func raw<Value: RawRepresentable>(_ type: String, _ value: Value) -> String
        where Value.RawValue == String { "\(type)(rawValue: \"\(value.rawValue)\")!" }
        func number(_ value: Double) -> String { literal(value) }
        let detents = c.detents.map { specs in
            "["
                + specs.map { spec in
                    let value: String
                    switch spec.value {
                    case .points(let points): value = ".points(\(number(points)))"
                    case .fraction(let share): value = ".fraction(\(number(share)))"
                    case .max: value = ".max"
                    case .fit: value = ".fit"
                    }
                    return "DetentSpec(name: \"\(spec.name)\", value: \(value))"
                }.joined(separator: ", ") + "]"
        }
        let lines: [(String, String)] = [
            (
                "window",
                "Size(width: \(number(c.window.width)), height: \(number(c.window.height)))"
            ),
            ("device", raw("DeviceKind", c.device)),
            ("orientation", raw("Orientation", c.orientation)),
            ("look", raw("SheetLook", c.look)),
            ("appearance", raw("AppearanceKind", c.appearance)),
            ("style", raw("StyleKind", c.style)), ("policy", raw("PolicyKind", c.policy)),
            ("start", "\"\(c.start)\""),
            ("defaultHeight", number(c.defaultHeight)), ("dismissHeight", number(c.dismissHeight)),
            ("topInset", number(c.topInset)), ("fullscreenVelocity", number(c.fullscreenVelocity)),
            ("fullscreenFraction", number(c.fullscreenFraction)),
            ("dimAlpha", number(c.dimAlpha)), ("cornerRadius", number(c.cornerRadius)),
            ("grabberWidth", number(c.grabberWidth)), ("grabberHeight", number(c.grabberHeight)),
            ("cardScale", number(c.cardScale)), ("presentDuration", number(c.presentDuration)),
            ("dimDuration", number(c.dimDuration)), ("dimOutDuration", number(c.dimOutDuration)),
            ("snapDuration", number(c.snapDuration)), ("tapSlop", number(c.tapSlop)),
            ("velocityWindow", number(c.velocityWindow)), ("fps", "\(c.fps)"),
            ("preset", raw("Preset", c.preset)), ("animation", raw("AnimationKind", c.animation)),
            (
                "curve",
                "TimingCurve(\(number(c.curve.x1)), \(number(c.curve.y1)), "
                    + "\(number(c.curve.x2)), \(number(c.curve.y2)))"
            ),
            ("springResponse", number(c.springResponse)),
            ("springDamping", number(c.springDamping)),
            ("flickDamping", number(c.flickDamping)), ("deceleration", number(c.deceleration)),
            ("overdrag", raw("OverdragKind", c.overdrag)),
            ("rubberConstant", number(c.rubberConstant)),
            ("overdragFactor", number(c.overdragFactor)),
            ("releaseVelocity", raw("ReleaseVelocity", c.releaseVelocity)),
            ("grabberTap", raw("GrabberTap", c.grabberTap)),
            ("grabberVisibility", raw("GrabberVisibility", c.grabberVisibility)),
            ("dismissCue", raw("OnOff", c.dismissCue)),
            ("dismissible", raw("OnOff", c.dismissible)),
            ("edgeAttached", raw("OnOff", c.edgeAttached)), ("glassBlur", number(c.glassBlur)),
            ("springRest", number(c.springRest)), ("projectionTime", number(c.projectionTime)),
            ("undimmedDetent", "UndimmedDetent(rawValue: \"\(c.undimmedDetent.rawValue)\")"),
            ("detents", detents ?? "nil"), ("panelHeight", number(c.panelHeight)),
            ("dismissProgress", number(c.dismissProgress)),
            ("halfFraction", number(c.halfFraction)), ("cardTop", number(c.cardTop)),
            ("peekHeight", number(c.peekHeight)),
        ]
        let pad = String(repeating: " ", count: indent)
        return ([pad + "var c = SheetConstants()"] + lines.map { "\(pad)c.\($0.0) = \($0.1)" })
            .joined(separator: "\n")
    }
}
