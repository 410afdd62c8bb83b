#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``Variable``'s name in sixteen bytes without a reference: up to 15 UTF-8 bytes inline, a longer name as its
/// number in a process-wide table of long names.
///
/// A `String` field made every copy of a variable (into a term, a row, a table key) call the runtime to retain and
/// release the string, even a small one stored inline: 2.5% of a first layout of the Trainer form. Without a
/// reference, a variable is plain data that the compiler copies as bytes. Layout variables (`#12.width`) and most
/// names people write fit inline; each distinct longer name is stored once, for the life of the process.
struct VariableName: Hashable, Sendable {
  /// The first eight bytes of an inline name, or the table number of a long one.
  private let low: UInt64
  /// Bytes eight to fourteen of an inline name, and in the top byte the name's length, or ``longMarker``.
  private let high: UInt64

  /// The top byte of ``high`` for a name kept in the table.
  private static let longMarker: UInt64 = 0xFF

  /// The long names, by number, and the number of each.
  private static let table = LongNameTable()

  /// Stores `name`: inline when it fits, else under its number in the table (the same number for the same name).
  init(_ name: String) {
    let utf8 = name.utf8
    if utf8.count <= 15 {
      var bytes = (UInt64(0), UInt64(0))
      withUnsafeMutableBytes(of: &bytes) { buffer in
        for (offset, byte) in utf8.enumerated() { buffer[offset] = byte }
      }
      low = bytes.0
      high = bytes.1 | (UInt64(utf8.count) << 56)
    } else {
      low = Self.table.number(of: name)
      high = Self.longMarker << 56
    }
  }

  /// The name as it was given.
  var string: String {
    let count = high >> 56
    if count == Self.longMarker { return Self.table.name(numbered: low) }
    var bytes = (low, high & 0x00FF_FFFF_FFFF_FFFF)
    return withUnsafeBytes(of: &bytes) { buffer in
      String(decoding: buffer.prefix(Int(count)), as: UTF8.self)
    }
  }

  /// Whether the name is empty.
  var isEmpty: Bool { high >> 56 == 0 }
}

/// The process-wide table of variable names longer than 15 bytes, each stored once under a number, behind a POSIX
/// mutex. The standard library's `Mutex` locks with futexes that ThreadSanitizer does not see, so it reported the
/// table's accesses from concurrent tasks as races; a `pthread_mutex_t` it understands.
private final class LongNameTable: @unchecked Sendable {
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var names: [String] = []
  private var numbers: [String: UInt64] = [:]

  init() {
    mutex = .allocate(capacity: 1)
    pthread_mutex_init(mutex, nil)
  }

  /// The number of `name`, given it on first use.
  func number(of name: String) -> UInt64 {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    if let number = numbers[name] { return number }
    let number = UInt64(names.count)
    names.append(name)
    numbers[name] = number
    return number
  }

  /// The name stored under `number`.
  func name(numbered number: UInt64) -> String {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return names[Int(number)]
  }
}
