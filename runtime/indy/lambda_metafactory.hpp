// invokedynamic for lambdas and method references: the VM's own LambdaMetafactory.metafactory and
// altMetafactory (an intrinsic bootstrap). Each call site gets a generated proxy class implementing the
// functional interface; the site then only allocates instances (or returns its one shared
// instance when nothing is captured). Internal to interpreter/.
//
//   invokedynamic  run(captured...) -> I          bootstrap arguments:
//        |                                          samMethodType       (erased SAM descriptor)
//        v                                          implMethod          (MethodHandle: kind + ref)
//   make_lambda_site: parse -> LambdaSpec           instantiatedMethodType
//        |                                          [alt: flags, markers, bridges]
//        v
//   generate_lambda_proxy: class bytes   "Caller$$Lambda$N implements I, markers
//        |                                 { final captured fields; sam(...) + bridges }"
//        v
//   define_generated_class -> Klass, initialized
//        |
//        v
//   run_lambda_site: new instance, captured values stored into its fields
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "runtime/oops/klass.hpp"
#include "runtime/threads/thread.hpp"

namespace jvmlab::interp {

/// MethodHandle reference kinds (JVMS §5.4.3.5, Table 5.4.3.5-A).
enum class RefKind : uint8_t {
  GetField = 1, GetStatic = 2, PutField = 3, PutStatic = 4, InvokeVirtual = 5, InvokeStatic = 6,
  InvokeSpecial = 7, NewInvokeSpecial = 8, InvokeInterface = 9,
};

/// Everything a lambda proxy class is generated from: one invokedynamic call site's bootstrap
/// arguments, resolved to names and descriptors.
struct LambdaSpec {
  std::string proxy_name;               // "Main$$Lambda$3"
  std::string interface_name;           // functional interface, "java/util/function/Function"
  std::vector<std::string> markers;     // extra interfaces (altMetafactory FLAG_MARKERS, Serializable)
  std::string sam_name;                 // "apply"
  std::string sam_descriptor;           // erased: "(Ljava/lang/Object;)Ljava/lang/Object;"
  std::vector<std::string> bridges;     // extra descriptors (altMetafactory FLAG_BRIDGES)
  std::string instantiated_descriptor;  // "(Ljava/lang/String;)Ljava/lang/Integer;"
  std::vector<std::string> captured;    // field descriptors of the captured arguments
  RefKind impl_kind = RefKind::InvokeStatic;
  std::string impl_class;               // "Main"
  std::string impl_name;                // "lambda$main$0", "<init>"
  std::string impl_descriptor;
  bool impl_is_interface = false;       // the reference is an InterfaceMethodref
};

/// The class file of the proxy class for `spec`: fields arg$1..arg$n (captured values), one static
/// field INSTANCE (the shared instance of a non-capturing site), the SAM method and bridges, each
/// loading the captured values and its arguments, adapting them (boxing, unboxing, widening,
/// checkcast: LambdaMetafactory's rules) and invoking the implementation with the instruction
/// for its reference kind. Errors: none (the spec is checked by the caller).
std::vector<uint8_t> generate_lambda_proxy(const LambdaSpec& spec);

/// Defines the class `name` from class-file `bytes` held in memory (through the bootstrap loader;
/// verified like a class of the user class path unless its package is java/ or jvmlab/) and links it. Null with an exception pending on failure (ClassFormatError,
/// VerifyError, NoClassDefFoundError for a missing interface). Thread-safe.
Klass* define_generated_class(JavaThread* t, const std::string& name, const std::vector<uint8_t>& bytes);

/// True for the proxy classes made here ("Main$$Lambda$3"): like java's hidden classes, their
/// frames are left out of stack traces.
bool is_lambda_proxy_class(const Klass* k);

/// LambdaMetafactory's checks of `spec` once its types resolved, as JDK 17's
/// AbstractValidatingLambdaMetafactory makes them (its constructor and validateMetafactoryArgs):
/// a legal SAM name; the interface and markers interfaces; captured plus SAM parameters as many
/// as the implementation's (its receiver counted), as many dynamic as SAM parameters, bridges
/// too; a receiver that is a subtype of the implementation's class (`impl_declaring_class` for
/// invokespecial/invokestatic/newinvokespecial, else the referenced class; `caller` is the
/// receiver type of an invokespecial handle); captured types equal to the implementation's
/// parameters; each dynamic argument adaptable to its parameter and the implementation's return
/// to the dynamic return (widening, boxing, unboxing, subtyping); the dynamic type accepted by
/// the SAM type and each bridge. Returns java's LambdaConversionException message, or nothing
/// when the site is valid. Every class the types name must be loaded (it looks them up).
std::optional<std::string> lambda_conversion_error(JavaThread* t, const LambdaSpec& spec,
                                                   const std::string& caller,
                                                   const std::string& impl_declaring_class);

/// A linked lambda call site (opaque).
struct LambdaSite;
/// Links the invokedynamic at `index` of `holder` whose bootstrap method is
/// LambdaMetafactory.metafactory (`alt` false) or altMetafactory (`alt` true); sets `arg_slots` to
/// the slots of the captured arguments. Null with an exception pending (NoSuchMethodError naming
/// the implementation method, NoClassDefFoundError, BootstrapMethodError). Thread-safe.
LambdaSite* make_lambda_site(JavaThread* t, Klass* holder, uint16_t index, bool alt, int* arg_slots);
/// Produces the functional-interface instance for captured values `args` (as on the operand
/// stack). Null with OutOfMemoryError pending on failure.
Object* run_lambda_site(JavaThread* t, LambdaSite* site, Slot* args);

}  // namespace jvmlab::interp
