// Internal REST endpoint that looks up staff contact details in the corporate LDAP directory
package com.acme.intranet.directory;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class StaffDirectoryController {

    private static final String BASE_DN = "ou=people,dc=acme,dc=example";
    private final Hashtable<String, String> env = new Hashtable<>();

    StaffDirectoryController() {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldaps://ldap.corp.acme.example:636");
    }

    @GetMapping("/directory/staff")
    List<Map<String, String>> find(@RequestParam String department,
                                   @RequestParam String surname) throws NamingException {
        String cleanSurname = surname.replace("*", "");
        String filter = "(&(objectClass=inetOrgPerson)(departmentNumber=" + department
                + ")(sn=" + cleanSurname + "))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "telephoneNumber"});
        controls.setCountLimit(50);

        DirContext ctx = new InitialDirContext(env);
        List<Map<String, String>> people = new ArrayList<>();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, controls);
            while (results.hasMore()) {
                Attributes a = results.next().getAttributes();
                people.add(Map.of("name", String.valueOf(a.get("cn").get()),
                                  "mail", a.get("mail") == null ? "" : String.valueOf(a.get("mail").get())));
            }
        } finally {
            ctx.close();
        }
        return people;
    }
}
