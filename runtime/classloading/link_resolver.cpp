// Interpreter slow paths: constant-pool resolution (JVMS §5.4.3), method selection, native
// binding, monitors, error messages in java 17's words. See link_resolver.hpp.
#include "runtime/classloading/link_resolver.hpp"

#include <algorithm>

#include "classfile/signature.hpp"
#include "runtime/jni/jni.hpp"
#include "runtime/threads/monitor.hpp"
#include "runtime/universe.hpp"
#include "runtime/vm.hpp"

namespace jvmlab::interp {

using classfile::CpTag;
namespace acc = classfile::acc;

namespace {

bool is_boot_class(const Klass* k) {
  while (k->is_array && k->component) k = k->component;
  if (k->is_array || k->is_primitive) return true;
  return k->name.rfind("java/", 0) == 0 || k->name.rfind("jvmlab/", 0) == 0;
}

std::string module_text(const Klass* k) {
  return is_boot_class(k) ? "module java.base of loader 'bootstrap'" : "unnamed module of loader 'app'";
}

}  // namespace

std::string method_signature_text(const Klass* k, const std::string& name, const std::string& desc) {
  return "'" + classfile::java_type_name(classfile::return_type(desc)) + " " + k->external_name() + "." + name +
         "(" + classfile::java_parameter_list(desc) + ")'";
}

std::string class_cast_message(Klass* from, Klass* to) {
  std::string a = from->external_name(), b = to->external_name();
  std::string ma = module_text(from), mb = module_text(to);
  std::string tail = ma == mb ? "(" + a + " and " + b + " are in " + ma + ")"
                              : "(" + a + " is in " + ma + "; " + b + " is in " + mb + ")";
  return "class " + a + " cannot be cast to class " + b + " " + tail;
}

Klass* resolve_class_ref(JavaThread* t, Klass* holder, uint16_t index) {
  const std::string& name = holder->class_file->class_name(index);
  Klass* k = find_class(t, name);
  return k;
}

Field* resolve_field_ref(JavaThread* t, Klass* holder, uint16_t index, bool is_static) {
  const auto& cp = holder->class_file->constant_pool;
  const auto& ref = cp[index];
  Klass* k = find_class(t, holder->class_file->class_name(ref.index1));
  if (!k) return nullptr;
  const auto& nat = cp[ref.index2];
  const std::string& name = holder->class_file->utf8(nat.index1);
  const std::string& desc = holder->class_file->utf8(nat.index2);
  Field* f = resolve_field(k, name, desc);
  if (!f) {
    throw_new(t, "java/lang/NoSuchFieldError", name);
    return nullptr;
  }
  if (f->is_static() != is_static) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              std::string(is_static ? "Expected static field " : "Expected non-static field ") +
                  f->holder->external_name() + "." + name);
    return nullptr;
  }
  return f;
}

Method* resolve_method_ref(JavaThread* t, Method* caller, uint16_t index, InvokeKind kind) {
  Klass* holder = caller->holder;
  const auto& cp = holder->class_file->constant_pool;
  const auto& ref = cp[index];
  Klass* k = find_class(t, holder->class_file->class_name(ref.index1));
  if (!k) return nullptr;
  const auto& nat = cp[ref.index2];
  const std::string& name = holder->class_file->utf8(nat.index1);
  const std::string& desc = holder->class_file->utf8(nat.index2);
  // Class vs. interface method references (JVMS §5.4.3.3, §5.4.3.4).
  if (ref.tag == CpTag::Methodref && k->is_interface()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Found interface " + k->external_name() + ", but class was expected");
    return nullptr;
  }
  if (ref.tag == CpTag::InterfaceMethodref && !k->is_interface()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Found class " + k->external_name() + ", but interface was expected");
    return nullptr;
  }
  Method* m = resolve_method(k, name, desc);
  if (!m) {
    throw_new(t, "java/lang/NoSuchMethodError", method_signature_text(k, name, desc));
    return nullptr;
  }
  if (kind == InvokeKind::Static && !m->is_static()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Expected static method " + method_signature_text(m->holder, name, desc));
    return nullptr;
  }
  if (kind != InvokeKind::Static && m->is_static()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Expecting non-static method " + method_signature_text(m->holder, name, desc));
    return nullptr;
  }
  if (kind == InvokeKind::Special && name != "<init>" && !k->is_interface() && k != holder &&
      (holder->access & acc::SUPER) && holder->is_subtype_of(k) && !holder->is_interface()) {
    // invokespecial super semantics: select from the current class's direct superclass.
    for (Klass* c = holder->super; c != nullptr; c = c->super) {
      if (Method* s = c->find_declared_method(name, desc)) {
        if (s->is_abstract()) {
          throw_new(t, "java/lang/AbstractMethodError", method_signature_text(c, name, desc));
          return nullptr;
        }
        return s;
      }
    }
    // Not in the superclass chain: a default method of a superinterface.
    Method* d = resolve_method(holder->super, name, desc);
    if (d) return d;
  }
  return m;
}

Method* select_interface_method(JavaThread* t, Klass* k, Method* m) {
  if (m->is_private()) return m;
  if (!m->holder->is_interface() && m->vtable_index >= 0) return k->vtable[size_t(m->vtable_index)];
  if (!k->is_subtype_of(m->holder) && m->holder->is_interface()) {
    throw_new(t, "java/lang/IncompatibleClassChangeError",
              "Class " + k->external_name() + " does not implement the requested interface " +
                  m->holder->external_name());
    return nullptr;
  }
  for (Method* v : k->vtable) {
    if (v->name == m->name && v->descriptor == m->descriptor) {
      if (v->is_abstract()) break;
      return v;
    }
  }
  throw_new(t, "java/lang/AbstractMethodError",
            "Receiver class " + k->external_name() +
                " does not define or inherit an implementation of the resolved method '" +
                std::string("abstract ") + method_signature_text(m->holder, m->name, m->descriptor).substr(1) +
                " of interface " + m->holder->external_name() + ".");
  return nullptr;
}

bool link_native(JavaThread* t, Method* m) {
  std::string key = m->holder->name + "." + m->name + m->descriptor;
  auto it = universe->natives.find(key);
  if (it != universe->natives.end()) {
    m->native = it->second;
    return true;
  }
  // Not a VM native: a JNI function in a library loaded by System.load/loadLibrary.
  if (NativeFn fn = link_jni_native(t, m)) {
    m->native = fn;
    return true;
  }
  throw_new(t, "java/lang/UnsatisfiedLinkError",
            method_signature_text(m->holder, m->name, m->descriptor));
  return false;
}

// Monitors: thin locks inflating to ObjectMonitors, in runtime/threads/monitor.cpp (the interpreter
// calls those directly; JNI MonitorEnter/MonitorExit come through here).
void monitor_enter(JavaThread* t, Object* o) { monitor::enter(t, o); }

bool monitor_exit(JavaThread* t, Object* o) { return monitor::exit(t, o); }

}  // namespace jvmlab::interp
