// A barbershop stylist grpc program of the h61 set (cwe-090-ldap).
package com.fadeandblade.staff;

import com.fadeandblade.staff.proto.FindStylistReply;
import com.fadeandblade.staff.proto.FindStylistRequest;
import com.fadeandblade.staff.proto.StaffDirectoryGrpc;
import com.fadeandblade.staff.proto.Stylist;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;

/** The booking kiosk in each barbershop looks up stylists of the chain by display name in the staff directory. */
record StylistEntry(String uid, String displayName, String shop) {}

interface StylistDirectory {
    List<StylistEntry> byDisplayName(String name) throws NamingException;
}

final class LdapStylistDirectory implements StylistDirectory {
    private final Hashtable<String, String> env = new Hashtable<>();
    private final String baseDn;

    LdapStylistDirectory(String url, String bindDn, String bindPassword, String baseDn) {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, bindDn);
        env.put(Context.SECURITY_CREDENTIALS, bindPassword);
        this.baseDn = baseDn;
    }

    @Override
    public List<StylistEntry> byDisplayName(String name) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"uid", "displayName", "ou"});
        controls.setCountLimit(25);
        DirContext ctx = new InitialDirContext(env);
        try {
            String filter = "(&(objectClass=inetOrgPerson)(employeeType=stylist)(displayName=" + name + "*))";
            NamingEnumeration<SearchResult> results = ctx.search(baseDn, filter, controls);
            List<StylistEntry> entries = new ArrayList<>();
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                entries.add(new StylistEntry(value(attrs, "uid"), value(attrs, "displayName"), value(attrs, "ou")));
            }
            return entries;
        } finally {
            ctx.close();
        }
    }

    private static String value(Attributes attrs, String id) throws NamingException {
        Attribute attr = attrs.get(id);
        return attr == null ? "" : String.valueOf(attr.get());
    }
}

final class StaffDirectoryService extends StaffDirectoryGrpc.StaffDirectoryImplBase {
    private final StylistDirectory directory;

    StaffDirectoryService(StylistDirectory directory) {
        this.directory = directory;
    }

    @Override
    public void findStylist(FindStylistRequest request, StreamObserver<FindStylistReply> observer) {
        String name = request.getDisplayName().trim();
        if (name.length() < 2 || name.length() > 64) {
            observer.onError(Status.INVALID_ARGUMENT.withDescription("name must be 2-64 characters").asRuntimeException());
            return;
        }
        try {
            FindStylistReply.Builder reply = FindStylistReply.newBuilder();
            for (StylistEntry entry : directory.byDisplayName(name)) {
                reply.addStylists(Stylist.newBuilder()
                        .setUid(entry.uid()).setDisplayName(entry.displayName()).setShop(entry.shop()));
            }
            observer.onNext(reply.build());
            observer.onCompleted();
        } catch (NamingException e) {
            observer.onError(Status.UNAVAILABLE.withDescription("staff directory unavailable").asRuntimeException());
        }
    }

    static StaffDirectoryService fromEnvironment() {
        return new StaffDirectoryService(new LdapStylistDirectory(System.getenv("STAFF_LDAP_URL"),
                System.getenv("STAFF_LDAP_BIND_DN"), System.getenv("STAFF_LDAP_BIND_PASSWORD"),
                "ou=staff,dc=fadeandblade,dc=com"));
    }
}
