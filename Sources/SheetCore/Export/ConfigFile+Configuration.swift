/// The exports read the sheet's constants alone (`SheetConstants`): the run's options are
/// never exported, and the compiler holds every format to that. These take a whole
/// configuration for the callers that have one, and pass its constants on (the page also the
/// text the run shows in the sheet).
extension ConfigFile {
    /// `json(_:compact:)` of the configuration's constants.
    package static func json(_ configuration: Configuration, compact: Bool = false) -> String {
        json(configuration.constants, compact: compact)
    }

    /// `object(_:layout:)` of the configuration's constants.
    static func object(_ configuration: Configuration, layout: JSONLayout) -> JSONOutput {
        object(configuration.constants, layout: layout)
    }

    /// `swift(_:)` of the configuration's constants.
    package static func swift(_ configuration: Configuration) -> String {
        swift(configuration.constants)
    }

    /// `swiftUI(_:)` of the configuration's constants.
    package static func swiftUI(_ configuration: Configuration) -> String {
        swiftUI(configuration.constants)
    }

    /// `compose(_:)` of the configuration's constants.
    package static func compose(_ configuration: Configuration) -> String {
        compose(configuration.constants)
    }

    /// `android(_:)` of the configuration's constants.
    package static func android(_ configuration: Configuration) -> AndroidFiles {
        android(configuration.constants)
    }

    /// `vaul(_:)` of the configuration's constants.
    package static func vaul(_ configuration: Configuration) -> String {
        vaul(configuration.constants)
    }

    /// `gorhom(_:)` of the configuration's constants.
    package static func gorhom(_ configuration: Configuration) -> String {
        gorhom(configuration.constants)
    }

    /// `flutter(_:)` of the configuration's constants.
    package static func flutter(_ configuration: Configuration) -> String {
        flutter(configuration.constants)
    }

    /// `files(_:as:)` of the configuration's constants.
    package static func files(_ configuration: Configuration, as format: ExportFormat) -> (
        files: [(text: String, stem: String, ext: String)], separator: String
    ) {
        files(configuration.constants, as: format)
    }

    /// `platformSheet(_:)` of the configuration's constants.
    static func platformSheet(_ configuration: Configuration) -> PlatformSheet? {
        platformSheet(configuration.constants)
    }

    /// `mappedFlags(_:)` of the configuration's constants.
    static func mappedFlags(_ configuration: Configuration) -> Set<FlagName> {
        mappedFlags(configuration.constants)
    }

    /// The page of the configuration's constants, its sheet showing the run's `--content`.
    package static func html(_ configuration: Configuration, assets: HTMLAssets) -> String? {
        html(configuration.constants, body: configuration.run.contentText, assets: assets)
    }
}
