/// What is wrong with an image file, in words for the line that names it.
package struct ImageProblem: Error, Equatable {
    /// The reason, without the file's name ("not a PNG or JPEG image").
    package let reason: String
    /// Whether the file is sound and memory ran out holding its pixels (70), rather than
    /// the file being bad (65).
    package let isMemory: Bool
    /// A problem for `reason`.
    package init(_ reason: String, isMemory: Bool = false) {
        self.reason = reason
        self.isMemory = isMemory
    }
}
