// java.lang.reflect.Proxy's class generator: writes the class file of a dynamic proxy (a final
// subclass of Proxy implementing the given interfaces, every method forwarding to the
// InvocationHandler) and defines it. Choosing the methods, the name and the Method table is
// Proxy.java's; the dispatch is jvmlab.internal.reflect.ProxySupport.invoke.
//
// Shape of a proxy method `int size(Object a)` at index 3 of the table:
//
//   public final int size(Object a) {
//     aload_0; getfield Proxy.h                      // the handler
//     aload_0                                        // the proxy
//     getstatic $methods; iconst_3; aaload           // the interface's Method
//     iconst_1; anewarray Object; dup; iconst_0; aload_1; aastore   // boxed arguments (null if none)
//     invokestatic ProxySupport.invoke(InvocationHandler, Object, Method, Object[])Object
//     checkcast Integer; invokevirtual Integer.intValue; ireturn    // the result unboxed
//   }
//
// Straight-line code only, so the class file (version 52) needs no StackMapTable. The idea is
// the JDK's ProxyGenerator, without its per-method static fields and exception table: checked
// exceptions the method does not declare are wrapped in UndeclaredThrowableException by
// ProxySupport.invoke instead.
#include <string>
#include <string_view>
#include <vector>

#include "classfile/class_writer.hpp"
#include "classfile/signature.hpp"
#include "runtime/natives/natives.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::natives {

namespace {

namespace acc = classfile::acc;

constexpr const char* kProxy = "java/lang/reflect/Proxy";
constexpr const char* kHandlerDesc = "Ljava/lang/reflect/InvocationHandler;";
constexpr const char* kDispatch =
    "(Ljava/lang/reflect/InvocationHandler;Ljava/lang/Object;Ljava/lang/reflect/Method;[Ljava/lang/Object;)"
    "Ljava/lang/Object;";

bool is_wide(std::string_view t) { return t == "J" || t == "D"; }
bool is_primitive(std::string_view t) { return t.size() == 1; }

/// The wrapper class of primitive descriptor `t` ("I" -> "java/lang/Integer").
const char* wrapper_of(char t) {
  switch (t) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'S': return "java/lang/Short";
    case 'C': return "java/lang/Character";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    default: return "java/lang/Double";
  }
}

/// "intValue" for 'I' and so on.
std::string unbox_name(char t) {
  switch (t) {
    case 'Z': return "booleanValue";
    case 'B': return "byteValue";
    case 'S': return "shortValue";
    case 'C': return "charValue";
    case 'I': return "intValue";
    case 'J': return "longValue";
    case 'F': return "floatValue";
    default: return "doubleValue";
  }
}

/// Straight-line bytecode with stack-depth tracking (for max_stack).
struct Emitter {
  explicit Emitter(classfile::ConstantPoolBuilder& p) : pool(p) {}
  void op(uint8_t opcode, int delta) {
    code.push_back(opcode);
    adjust(delta);
  }
  void op_u2(uint8_t opcode, uint16_t operand, int delta) {
    code.push_back(opcode);
    code.push_back(uint8_t(operand >> 8));
    code.push_back(uint8_t(operand));
    adjust(delta);
  }
  /// Pushes int constant `v` (0 <= v < 32768).
  void int_const(int v) {
    if (v <= 5) {
      op(uint8_t(0x03 + v), 1);  // iconst_<v>
    } else if (v < 128) {
      code.push_back(0x10);  // bipush
      code.push_back(uint8_t(v));
      adjust(1);
    } else {
      op_u2(0x11 /*sipush*/, uint16_t(v), 1);
    }
  }
  /// xload of descriptor `t` from local `index` (wide form above 255).
  void load(std::string_view t, int index) {
    const uint8_t opcode = t == "J" ? 0x16 : t == "F" ? 0x17 : t == "D" ? 0x18 : is_primitive(t) ? 0x15 : 0x19;
    if (index < 256) {
      code.push_back(opcode);
      code.push_back(uint8_t(index));
    } else {
      code.push_back(0xc4);  // wide
      code.push_back(opcode);
      code.push_back(uint8_t(index >> 8));
      code.push_back(uint8_t(index));
    }
    adjust(is_wide(t) ? 2 : 1);
  }
  void adjust(int delta) {
    depth += delta;
    if (depth > max_stack) max_stack = depth;
  }
  classfile::ConstantPoolBuilder& pool;
  std::vector<uint8_t> code;
  int depth = 0, max_stack = 0;
};

/// The method `name`/`desc` forwarding to entry `index` of the class's Method table.
classfile::WrittenMethod forwarding_method(classfile::ConstantPoolBuilder& pool, const std::string& proxy,
                                           const std::string& name, const std::string& desc, int index) {
  Emitter e(pool);
  e.op(0x2a /*aload_0*/, 1);
  e.op_u2(0xb4 /*getfield*/, pool.field_ref(kProxy, "h", kHandlerDesc), 0);
  e.op(0x2a /*aload_0*/, 1);
  e.op_u2(0xb2 /*getstatic*/, pool.field_ref(proxy, "$methods", "[Ljava/lang/reflect/Method;"), 1);
  e.int_const(index);
  e.op(0x32 /*aaload*/, -1);
  std::vector<std::string> params;
  classfile::SignatureIterator it(desc);
  for (; !it.at_return(); it.next()) params.emplace_back(it.type().descriptor);
  const std::string ret(it.type().descriptor);
  int local = 1;
  if (params.empty()) {
    e.op(0x01 /*aconst_null*/, 1);
  } else {
    e.int_const(int(params.size()));
    e.op_u2(0xbd /*anewarray*/, pool.class_ref("java/lang/Object"), 0);
    for (size_t i = 0; i < params.size(); i++) {
      const std::string& p = params[i];
      e.op(0x59 /*dup*/, 1);
      e.int_const(int(i));
      e.load(p, local);
      local += is_wide(p) ? 2 : 1;
      if (is_primitive(p)) {
        const char* w = wrapper_of(p[0]);
        e.op_u2(0xb8 /*invokestatic*/,
                pool.method_ref(w, "valueOf", "(" + p + ")L" + std::string(w) + ";", false),
                is_wide(p) ? -1 : 0);
      }
      e.op(0x53 /*aastore*/, -3);
    }
  }
  e.op_u2(0xb8 /*invokestatic*/, pool.method_ref("jvmlab/internal/reflect/ProxySupport", "invoke", kDispatch, false),
          -3);
  if (ret == "V") {
    e.op(0x57 /*pop*/, -1);
    e.op(0xb1 /*return*/, 0);
  } else if (is_primitive(ret)) {
    const char* w = wrapper_of(ret[0]);
    e.op_u2(0xc0 /*checkcast*/, pool.class_ref(w), 0);
    e.op_u2(0xb6 /*invokevirtual*/, pool.method_ref(w, unbox_name(ret[0]), "()" + ret, false), is_wide(ret) ? 1 : 0);
    const uint8_t r = ret == "J" ? 0xad : ret == "F" ? 0xae : ret == "D" ? 0xaf : 0xac;
    e.op(r, is_wide(ret) ? -2 : -1);
  } else {
    const std::string cls = ret[0] == '[' ? ret : ret.substr(1, ret.size() - 2);
    if (cls != "java/lang/Object") e.op_u2(0xc0 /*checkcast*/, pool.class_ref(cls), 0);
    e.op(0xb0 /*areturn*/, -1);
  }
  classfile::WrittenMethod m;
  m.access = acc::PUBLIC | acc::FINAL;
  m.name = name;
  m.descriptor = desc;
  m.has_code = true;
  m.max_stack = uint16_t(e.max_stack);
  m.max_locals = uint16_t(local);
  m.code = std::move(e.code);
  return m;
}

/// The Java strings of a String[] (null elements read as "").
std::vector<std::string> strings_of(Object* arr) {
  std::vector<std::string> out;
  if (!arr) return out;
  const int32_t n = array_length(arr);
  for (int32_t i = 0; i < n; i++) {
    Object* s = get_ref_element(arr, i);
    out.push_back(s ? string_modified_utf8(s) : std::string());
  }
  return out;
}

/// Proxy.defineClass0(name, interfaces, names, descriptors): writes and defines the proxy class
/// `name` (binary name, dots) implementing `interfaces`, with one forwarding method per
/// names[i]/descriptors[i] (entry i of its static $methods table, which Proxy.java fills),
/// and the constructor (InvocationHandler). LinkageError if the name is taken.
Slot proxy_define_class(JavaThread* t, Slot* a) {
  Object* name_obj = slot_ref(a[0]);
  Object* interfaces = slot_ref(a[1]);
  if (!name_obj || !interfaces) return throw_npe(t);
  std::string name = string_modified_utf8(name_obj);
  for (char& c : name) {
    if (c == '.') c = '/';
  }
  const std::vector<std::string> names = strings_of(slot_ref(a[2]));
  const std::vector<std::string> descriptors = strings_of(slot_ref(a[3]));
  classfile::ClassWriter w(name, kProxy, acc::PUBLIC | acc::FINAL | acc::SUPER);
  const int32_t n = array_length(interfaces);
  for (int32_t i = 0; i < n; i++) {
    Object* mirror = get_ref_element(interfaces, i);
    if (!mirror) return throw_npe(t);
    w.add_interface(klass_of_mirror(mirror)->name);
  }
  w.add_field(acc::PRIVATE | acc::STATIC, "$methods", "[Ljava/lang/reflect/Method;");
  {
    Emitter e(w.pool());
    e.op(0x2a /*aload_0*/, 1);
    e.op(0x2b /*aload_1*/, 1);
    e.op_u2(0xb7 /*invokespecial*/, w.pool().method_ref(kProxy, "<init>", "(Ljava/lang/reflect/InvocationHandler;)V", false),
            -2);
    e.op(0xb1 /*return*/, 0);
    classfile::WrittenMethod init;
    init.access = acc::PUBLIC;
    init.name = "<init>";
    init.descriptor = "(Ljava/lang/reflect/InvocationHandler;)V";
    init.has_code = true;
    init.max_stack = uint16_t(e.max_stack);
    init.max_locals = 2;
    init.code = std::move(e.code);
    w.add_method(std::move(init));
  }
  for (size_t i = 0; i < names.size() && i < descriptors.size(); i++) {
    w.add_method(forwarding_method(w.pool(), name, names[i], descriptors[i], int(i)));
  }
  Klass* k = define_class_from_bytes(t, name, w.bytes());
  return k ? ref_slot(mirror_of(k)) : 0;
}

}  // namespace

/// Registers Proxy's native; called from register_reflect_natives (reflect_natives.cpp).
void register_proxy_natives() {
  register_native("java/lang/reflect/Proxy", "defineClass0",
                  "(Ljava/lang/String;[Ljava/lang/Class;[Ljava/lang/String;[Ljava/lang/String;)Ljava/lang/Class;",
                  proxy_define_class);
}

}  // namespace jvmlab::natives
