// LambdaMetafactory's own checks of a call site, made after its static arguments resolved and
// before a proxy class is generated: JDK 17's AbstractValidatingLambdaMetafactory (its
// constructor and validateMetafactoryArgs). Does not resolve anything (lambda_metafactory.cpp
// loaded every class the types name) and does not throw.
//
//   factoryType        (captured...)Interface        the invokedynamic's descriptor
//   interfaceMethodType (sam...)R                    erased SAM type, static argument 0
//   implementation     kind Class.name(impl...)R     static argument 1; an instance method
//                                                    has its receiver as parameter 0
//   dynamicMethodType  (dynamic...)R'                instantiated SAM type, static argument 2
//
//   captured + sam == impl parameters; dynamic == sam parameters; a receiver is a subtype of
//   the implementation's class; captured parameters match exactly; each SAM argument adapts to
//   its implementation parameter (widening, boxing, unboxing, subtyping), the implementation's
//   return to the dynamic return; the dynamic type fits the SAM type and every bridge.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "classfile/signature.hpp"
#include "runtime/classloading/class_loader.hpp"
#include "runtime/indy/lambda_metafactory.hpp"

namespace jvmlab::interp {

namespace {

/// One type of a method type: a primitive or void (`klass` null) or a loaded class.
struct JavaType {
  BasicType basic = BasicType::Void;
  Klass* klass = nullptr;
  std::string descriptor;

  bool is_primitive() const { return basic != BasicType::Reference && basic != BasicType::Void; }
  bool is_void() const { return basic == BasicType::Void; }
  bool operator==(const JavaType& o) const { return descriptor == o.descriptor; }
  /// java's Class.toString: "int", "class java.lang.String", "interface java.util.List".
  std::string text() const {
    if (basic != BasicType::Reference) return classfile::java_type_name(descriptor);
    const char* what = klass && klass->is_interface() ? "interface " : "class ";
    return what + classfile::java_type_name(descriptor);
  }
};

struct MethodType {
  std::vector<JavaType> params;
  JavaType ret;
};

/// The type a descriptor names; its class was loaded when the static arguments resolved, so
/// find_class only looks it up. Null klass for a reference type when the lookup failed.
JavaType type_of(JavaThread* t, const classfile::FieldType& f) {
  JavaType j;
  j.basic = f.type;
  j.descriptor = std::string(f.descriptor);
  if (f.is_reference()) j.klass = find_class(t, f.class_name());
  return j;
}

MethodType method_type(JavaThread* t, std::string_view descriptor) {
  MethodType m;
  classfile::SignatureIterator it(descriptor);
  for (; !it.at_return(); it.next()) m.params.push_back(type_of(t, it.type()));
  m.ret = type_of(t, it.type());
  return m;
}

JavaType class_type(JavaThread* t, const std::string& internal_name) {
  const std::string desc = internal_name[0] == '[' ? internal_name : "L" + internal_name + ";";
  return type_of(t, classfile::field_type(desc));
}

/// to.isAssignableFrom(from), for loaded classes and primitives.
bool assignable(const JavaType& to, const JavaType& from) {
  if (to.basic != BasicType::Reference || from.basic != BasicType::Reference) return to == from;
  return to.klass && from.klass && from.klass->is_subtype_of(to.klass);
}

/// sun.invoke.util.Wrapper's order and formats: widening goes up the order among the signed
/// and floating types (byte short int long float double), char widens to int and above, boolean
/// to nothing.
int wrapper_rank(BasicType b) {
  switch (b) {
    case BasicType::Boolean: return 0;
    case BasicType::Byte: return 1;
    case BasicType::Short: return 2;
    case BasicType::Char: return 3;
    case BasicType::Int: return 4;
    case BasicType::Long: return 5;
    case BasicType::Float: return 6;
    case BasicType::Double: return 7;
    default: return 8;
  }
}

bool primitive_widens(BasicType from, BasicType to) {
  if (from == to) return true;
  if (wrapper_rank(to) < wrapper_rank(from)) return false;
  const auto signed_or_float = [](BasicType b) {
    return b != BasicType::Boolean && b != BasicType::Char;
  };
  if (signed_or_float(from) && signed_or_float(to)) return true;
  return from == BasicType::Char;
}

/// The primitive type a wrapper class boxes (Void for other classes).
BasicType unboxed(const JavaType& t) {
  static constexpr std::pair<std::string_view, BasicType> kWrappers[] = {
      {"Ljava/lang/Boolean;", BasicType::Boolean}, {"Ljava/lang/Byte;", BasicType::Byte},
      {"Ljava/lang/Short;", BasicType::Short},     {"Ljava/lang/Character;", BasicType::Char},
      {"Ljava/lang/Integer;", BasicType::Int},     {"Ljava/lang/Long;", BasicType::Long},
      {"Ljava/lang/Float;", BasicType::Float},     {"Ljava/lang/Double;", BasicType::Double},
  };
  for (const auto& [desc, basic] : kWrappers)
    if (t.descriptor == desc) return basic;
  return BasicType::Void;
}

std::string boxed_name(BasicType b) {
  switch (b) {
    case BasicType::Boolean: return "java/lang/Boolean";
    case BasicType::Byte: return "java/lang/Byte";
    case BasicType::Short: return "java/lang/Short";
    case BasicType::Char: return "java/lang/Character";
    case BasicType::Int: return "java/lang/Integer";
    case BasicType::Long: return "java/lang/Long";
    case BasicType::Float: return "java/lang/Float";
    default: return "java/lang/Double";
  }
}

/// AbstractValidatingLambdaMetafactory.isAdaptableTo (never called with void).
bool adaptable(JavaThread* t, const JavaType& from, const JavaType& to, bool strict) {
  if (from == to) return true;
  if (from.is_primitive()) {
    if (to.is_primitive()) return primitive_widens(from.basic, to.basic);
    return assignable(to, class_type(t, boxed_name(from.basic)));  // boxing
  }
  if (to.is_primitive()) {
    const BasicType unbox = unboxed(from);
    if (unbox != BasicType::Void) return primitive_widens(unbox, to.basic);
    // java.lang.Void unboxes to nothing; Object and the rest only when not strict
    return from.descriptor != "Ljava/lang/Void;" && !strict;
  }
  return !strict || assignable(to, from);
}

bool adaptable_as_return(JavaThread* t, const JavaType& from, const JavaType& to) {
  return to.is_void() || (!from.is_void() && adaptable(t, from, to, false));
}

bool adaptable_as_return_strict(JavaThread* t, const JavaType& from, const JavaType& to) {
  if (from.is_void() || to.is_void()) return from == to;
  return adaptable(t, from, to, true);
}

std::string kind_name(RefKind k) {
  switch (k) {
    case RefKind::InvokeVirtual: return "invokeVirtual";
    case RefKind::InvokeStatic: return "invokeStatic";
    case RefKind::InvokeSpecial: return "invokeSpecial";
    case RefKind::NewInvokeSpecial: return "newInvokeSpecial";
    case RefKind::InvokeInterface: return "invokeInterface";
    default: return "getField";
  }
}

/// MethodType.toString: "(int,String)void", simple names.
std::string method_type_text(std::string_view descriptor) {
  std::string out = "(";
  classfile::SignatureIterator it(descriptor);
  for (; !it.at_return(); it.next()) {
    if (it.index() > 0) out += ",";
    std::string name = classfile::java_type_name(it.type());
    const size_t dot = name.rfind('.');
    out += dot == std::string::npos ? name : name.substr(dot + 1);
  }
  std::string ret = classfile::java_type_name(it.type());
  const size_t dot = ret.rfind('.');
  return out + ")" + (dot == std::string::npos ? ret : ret.substr(dot + 1));
}

}  // namespace

std::optional<std::string> lambda_conversion_error(JavaThread* t, const LambdaSpec& spec,
                                                   const std::string& caller,
                                                   const std::string& impl_declaring_class) {
  // The constructor: a legal SAM name, interfaces where interfaces are expected
  if (spec.sam_name.empty() || spec.sam_name.find_first_of(".;[/<>") != std::string::npos) {
    return "Method name '" + spec.sam_name + "' is not legal";
  }
  std::vector<std::string> interfaces{spec.interface_name};
  interfaces.insert(interfaces.end(), spec.markers.begin(), spec.markers.end());
  for (const std::string& name : interfaces) {
    const JavaType type = class_type(t, name);
    if (!type.klass || !type.klass->is_interface()) {
      return classfile::java_type_name(type.descriptor) + " is not an interface";
    }
  }

  // The implementation's method type: an instance method's receiver first (the referenced
  // class; for invokespecial the caller), a constructor returns its class
  const bool instance = spec.impl_kind == RefKind::InvokeVirtual ||
                        spec.impl_kind == RefKind::InvokeInterface ||
                        spec.impl_kind == RefKind::InvokeSpecial;
  MethodType impl = method_type(t, spec.impl_descriptor);
  JavaType impl_class = class_type(t, impl_declaring_class);
  if (instance) {
    const JavaType receiver =
        class_type(t, spec.impl_kind == RefKind::InvokeSpecial ? caller : spec.impl_class);
    impl.params.insert(impl.params.begin(), receiver);
    if (spec.impl_kind != RefKind::InvokeSpecial) impl_class = receiver;
  }
  if (spec.impl_kind == RefKind::NewInvokeSpecial) impl.ret = class_type(t, spec.impl_class);
  MethodType factory;
  for (const std::string& d : spec.captured) factory.params.push_back(type_of(t, classfile::field_type(d)));
  const MethodType sam = method_type(t, spec.sam_descriptor);
  const MethodType dynamic = method_type(t, spec.instantiated_descriptor);
  std::vector<MethodType> bridges;
  for (const std::string& b : spec.bridges) bridges.push_back(method_type(t, b));

  // Arity: captured + SAM == implementation, dynamic == SAM, every bridge == SAM
  const size_t impl_arity = impl.params.size(), captured_arity = factory.params.size();
  const size_t sam_arity = sam.params.size(), dynamic_arity = dynamic.params.size();
  const std::string impl_info = kind_name(spec.impl_kind) + " " +
                                classfile::java_type_name("L" + impl_declaring_class + ";") +
                                "." + spec.impl_name + ":" + method_type_text(spec.impl_descriptor);
  const std::string which = instance ? "instance" : "static";
  if (impl_arity != captured_arity + sam_arity) {
    return "Incorrect number of parameters for " + which + " method " + impl_info + "; " +
           std::to_string(captured_arity) + " captured parameters, " + std::to_string(sam_arity) +
           " functional interface method parameters, " + std::to_string(impl_arity) +
           " implementation parameters";
  }
  if (dynamic_arity != sam_arity) {
    return "Incorrect number of parameters for " + which + " method " + impl_info + "; " +
           std::to_string(dynamic_arity) + " dynamic parameters, " + std::to_string(sam_arity) +
           " functional interface method parameters";
  }
  for (size_t b = 0; b < bridges.size(); ++b) {
    if (bridges[b].params.size() != sam_arity) {
      return "Incorrect number of parameters for bridge signature " +
             method_type_text(spec.bridges[b]) + "; incompatible with " +
             method_type_text(spec.sam_descriptor);
    }
  }

  // The receiver: a captured value or the first SAM argument
  size_t captured_start = 0, sam_start = captured_arity;
  if (instance) {
    const JavaType& receiver = captured_arity == 0 ? dynamic.params[0] : factory.params[0];
    captured_start = captured_arity == 0 ? 0 : 1;
    sam_start = captured_arity == 0 ? 1 : captured_arity;
    if (!assignable(impl_class, receiver)) {
      return "Invalid receiver type " + receiver.text() + "; not a subtype of implementation type " +
             impl_class.text();
    }
  }
  // Captured values exactly; SAM arguments and the return adapted
  for (size_t i = captured_start; i < captured_arity; ++i) {
    if (!(factory.params[i] == impl.params[i])) {
      return "Type mismatch in captured lambda parameter " + std::to_string(i) + ": expecting " +
             factory.params[i].text() + ", found " + impl.params[i].text();
    }
  }
  for (size_t i = sam_start; i < impl_arity; ++i) {
    const JavaType& from = dynamic.params[i - captured_arity];
    if (!adaptable(t, from, impl.params[i], true)) {
      return "Type mismatch for lambda argument " + std::to_string(i) + ": " + from.text() +
             " is not convertible to " + impl.params[i].text();
    }
  }
  if (!adaptable_as_return(t, impl.ret, dynamic.ret)) {
    return "Type mismatch for lambda return: " + impl.ret.text() + " is not convertible to " +
           dynamic.ret.text();
  }
  // The generated methods' descriptors (the SAM type, each bridge) accept the dynamic type
  std::vector<const MethodType*> descriptors{&sam};
  for (const MethodType& b : bridges) descriptors.push_back(&b);
  for (const MethodType* d : descriptors) {
    for (size_t i = 0; i < dynamic_arity; ++i) {
      if (!assignable(d->params[i], dynamic.params[i])) {
        return "Type mismatch for dynamic parameter " + std::to_string(i) + ": " +
               dynamic.params[i].text() + " is not a subtype of " + d->params[i].text();
      }
    }
    if (!adaptable_as_return_strict(t, dynamic.ret, d->ret)) {
      return "Type mismatch for lambda expected return: " + dynamic.ret.text() +
             " is not convertible to " + d->ret.text();
    }
  }
  return std::nullopt;
}

}  // namespace jvmlab::interp
