// A route setter lookup program of the h63 set (cwe-090-ldap).
package com.cragline.staff;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import com.cragline.staff.v1.Setter;
import com.cragline.staff.v1.SetterList;
import com.cragline.staff.v1.SetterQuery;
import com.cragline.staff.v1.StaffDirectoryGrpc;
import io.grpc.Status;
import io.grpc.stub.StreamObserver;

record DirectoryConfig(String url, String bindDn, String bindPassword, String staffBase) {
    static DirectoryConfig fromEnvironment() {
        return new DirectoryConfig(System.getenv("CRAGLINE_LDAP_URL"), System.getenv("CRAGLINE_LDAP_BIND_DN"),
                System.getenv("CRAGLINE_LDAP_BIND_PASSWORD"), "ou=staff,dc=cragline,dc=io");
    }
}

class LdapStaffGateway {
    private final DirectoryConfig config;

    LdapStaffGateway(DirectoryConfig config) { this.config = config; }

    List<Setter> settersNamed(String name) throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, config.url());
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, config.bindDn());
        env.put(Context.SECURITY_CREDENTIALS, config.bindPassword());
        DirContext ctx = new InitialDirContext(env);
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            controls.setReturningAttributes(new String[] {"cn", "mail", "gradeSpecialty"});
            controls.setCountLimit(25);
            String filter = "(&(objectClass=inetOrgPerson)(employeeType=routesetter)(cn=*{0}*))";
            NamingEnumeration<SearchResult> results = ctx.search(config.staffBase(), filter, new Object[] {name}, controls);
            List<Setter> setters = new ArrayList<>();
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                setters.add(Setter.newBuilder()
                        .setName(String.valueOf(attrs.get("cn").get()))
                        .setEmail(String.valueOf(attrs.get("mail").get()))
                        .build());
            }
            return setters;
        } finally {
            ctx.close();
        }
    }
}

class SetterDirectory {
    private final LdapStaffGateway gateway;

    SetterDirectory(LdapStaffGateway gateway) { this.gateway = gateway; }

    List<Setter> search(SetterQuery query) throws NamingException {
        String name = query.getName().trim();
        if (name.length() < 2 || name.length() > 64) {
            throw new IllegalArgumentException("name must be 2 to 64 characters");
        }
        return gateway.settersNamed(name);
    }
}

class StaffDirectoryService extends StaffDirectoryGrpc.StaffDirectoryImplBase {
    private final SetterDirectory directory = new SetterDirectory(new LdapStaffGateway(DirectoryConfig.fromEnvironment()));

    @Override
    public void findSetters(SetterQuery request, StreamObserver<SetterList> responseObserver) {
        try {
            List<Setter> setters = directory.search(request);
            responseObserver.onNext(SetterList.newBuilder().addAllSetters(setters).build());
            responseObserver.onCompleted();
        } catch (IllegalArgumentException e) {
            responseObserver.onError(Status.INVALID_ARGUMENT.withDescription(e.getMessage()).asRuntimeException());
        } catch (NamingException e) {
            responseObserver.onError(Status.UNAVAILABLE.withDescription("staff directory unavailable").asRuntimeException());
        }
    }
}
