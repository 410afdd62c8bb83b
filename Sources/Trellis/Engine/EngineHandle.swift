/// The way views and constraints refer to their ``LayoutEngine`` without a weak reference.
///
/// A weak reference gives the object it points at a side table, after which every retain and release of that
/// object takes the runtime's slow path; views and constraints pointed at the engine weakly, and the engine is
/// retained for nearly every constraint a pass handles (4% of a first layout of the Trainer form went to the slow
/// paths and the weak loads). Instead each engine has one handle, which views and constraints hold strongly; the
/// engine clears it when it deinitializes, so that a view that outlives its tree finds no engine, as it found a
/// `nil` weak reference before.
final class EngineHandle {
  /// The engine, from the end of its initialization until it deinitializes.
  @exclusivity(unchecked) unowned(unsafe) var engine: LayoutEngine?
}
