/// A height expression as an export writes it (`window * 0.5f - bottom`, `min(max(120 - bottom,
/// 0), context.maximumDetentValue)`, `window - 64.dp - handle`), evaluated with the values a
/// platform model gives its names: numbers (a Kotlin `f`, a Compose `.dp` or a `px` suffix is
/// read as the number), names (a dotted path such as `context.maximumDetentValue` is one
/// name), `+ - * /`, parentheses, `min`/`max` (Kotlin's `minOf`/`maxOf`), Kotlin's `.toInt()`
/// (truncation) and `a ?? b` (the model binds `a`). An unknown name or a malformed expression
/// is an error naming it, so a model never guesses.
struct ExportExpression {
    /// Why an expression could not be evaluated.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private enum Token: Equatable {
        case number(Double)
        case name(String)
        case symbol(String)
    }

    private var tokens: [Token] = []
    private var position = 0
    private let names: [String: Double]
    private let text: String

    /// The value of `text` with `names` bound.
    static func value(_ text: String, _ names: [String: Double]) throws(Failure) -> Double {
        var parser = ExportExpression(text: text, names: names)
        try parser.tokenize()
        let value = try parser.coalescing()
        guard parser.position == parser.tokens.count else {
            throw Failure(description: "'\(text)': unexpected text after the expression")
        }
        return value
    }

    private init(text: String, names: [String: Double]) {
        self.text = text
        self.names = names
    }

    private mutating func tokenize() throws(Failure) {
        let characters = Array(text)
        var index = 0
        func isNameCharacter(_ character: Character) -> Bool {
            character.isLetter || character.isNumber || character == "_"
        }
        while index < characters.count {
            let character = characters[index]
            if character == " " {
                index += 1
            } else if character.isNumber {
                var end = index
                while end < characters.count,
                    characters[end].isNumber
                        || (characters[end] == "." && end + 1 < characters.count
                            && characters[end + 1].isNumber)
                {
                    end += 1
                }
                guard let number = Double(String(characters[index..<end])) else {
                    throw Failure(description: "'\(text)': bad number")
                }
                // Unit suffixes: Kotlin's float `f`, Compose's `.dp`, CSS's `px`.
                for suffix in ["f", ".dp", "px"] where String(characters[end...]).hasPrefix(suffix)
                {
                    end += suffix.count
                    break
                }
                tokens.append(.number(number))
                index = end
            } else if character.isLetter || character == "_" {
                var end = index
                while end < characters.count {
                    if String(characters[end...]).hasPrefix(".toInt()") {
                        break  // Kotlin's truncation, read after the name
                    } else if isNameCharacter(characters[end]) {
                        end += 1
                    } else if characters[end] == ".", end + 1 < characters.count,
                        characters[end + 1].isLetter
                    {
                        end += 1
                    } else if characters[end] == "?", end + 1 < characters.count,
                        characters[end + 1] == "."
                    {
                        end += 2
                    } else if characters[end] == "(", end + 1 < characters.count,
                        characters[end + 1] == ")"
                    {
                        end += 2  // a call with no arguments is read as a name: `bottom()`
                    } else {
                        break
                    }
                }
                tokens.append(.name(String(characters[index..<end])))
                index = end
            } else if character == "?", index + 1 < characters.count,
                characters[index + 1] == "?"
            {
                tokens.append(.symbol("??"))
                index += 2
            } else if String(characters[index...]).hasPrefix(".toInt()") {
                tokens.append(.symbol(".toInt()"))
                index += ".toInt()".count
            } else if "+-*/(),".contains(character) {
                tokens.append(.symbol(String(character)))
                index += 1
            } else {
                throw Failure(description: "'\(text)': unexpected '\(character)'")
            }
        }
    }

    private mutating func take(_ symbol: String) -> Bool {
        guard position < tokens.count, tokens[position] == .symbol(symbol) else { return false }
        position += 1
        return true
    }

    private mutating func expect(_ symbol: String) throws(Failure) {
        guard take(symbol) else { throw Failure(description: "'\(text)': expected '\(symbol)'") }
    }

    /// `a ?? b`: the model binds every name it reads, so the left side stands.
    private mutating func coalescing() throws(Failure) -> Double {
        let left = try sum()
        while take("??") { _ = try sum() }
        return left
    }

    private mutating func sum() throws(Failure) -> Double {
        var value = try product()
        while true {
            if take("+") {
                value += try product()
            } else if take("-") {
                value -= try product()
            } else {
                return value
            }
        }
    }

    private mutating func product() throws(Failure) -> Double {
        var value = try unary()
        while true {
            if take("*") {
                value *= try unary()
            } else if take("/") {
                value /= try unary()
            } else {
                return value
            }
        }
    }

    private mutating func unary() throws(Failure) -> Double {
        if take("-") { return -(try unary()) }
        var value = try primary()
        while take(".toInt()") { value = value.rounded(.towardZero) }
        return value
    }

    private mutating func primary() throws(Failure) -> Double {
        guard position < tokens.count else {
            throw Failure(description: "'\(text)': ends where a value is expected")
        }
        let token = tokens[position]
        position += 1
        switch token {
        case .number(let number):
            return number
        case .symbol("("):
            let value = try coalescing()
            try expect(")")
            return value
        case .name(let name) where ["min", "max", "minOf", "maxOf"].contains(name):
            try expect("(")
            var values = [try coalescing()]
            while take(",") { values.append(try coalescing()) }
            try expect(")")
            return name.hasPrefix("min") ? values.min()! : values.max()!
        case .name(let name):
            guard let value = names[name] else {
                throw Failure(description: "'\(text)': the model has no value for '\(name)'")
            }
            return value
        case .symbol(let symbol):
            throw Failure(description: "'\(text)': unexpected '\(symbol)'")
        }
    }
}
