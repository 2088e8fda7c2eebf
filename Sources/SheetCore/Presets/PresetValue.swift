/// A value a preset gives a flag: as the flag reads it (`--policy projected`), or worked out
/// from the configuration it lands on (a library that sizes by its window).
package enum PresetValue: Sendable {
    /// The flag's text, as a command line would give it.
    case text(String)
    /// A number worked out from the configuration as set so far (the window, earlier flags).
    case derived(@Sendable (Configuration) -> Double)

    /// A number, written as the flag reads it back exactly.
    static func number(_ value: Double) -> PresetValue { .text(Format.exact(value)) }
    /// One of a choice flag's values.
    static func choice<Value: RawRepresentable>(_ value: Value) -> PresetValue
    where Value.RawValue == String { .text(value.rawValue) }

    /// Applies `overrides` in order, each through its flag's parser (a derived value worked
    /// out from the configuration as set so far).
    static func apply(_ overrides: [(FlagName, PresetValue)], to c: inout Configuration) {
        for (name, value) in overrides {
            let text: String
            switch value {
            case .text(let written): text = written
            case .derived(let work): text = Format.exact(work(c))
            }
            // The tables' own values: `PresetDataTests` checks each lands as written.
            try? Flag.named(name).apply(text, to: &c)
        }
    }
}
