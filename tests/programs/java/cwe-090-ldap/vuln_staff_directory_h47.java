// Spring Boot controller that looks up staff members in the corporate LDAP directory.
package com.acme.directory;

import java.util.ArrayList;
import java.util.List;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StaffDirectoryController {

    private static final String BASE_DN = "ou=people,dc=acme,dc=internal";

    private final DirContextFactory contexts;

    public StaffDirectoryController(DirContextFactory contexts) {
        this.contexts = contexts;
    }

    @GetMapping("/directory/staff")
    public List<String> findStaff(@RequestParam("uid") String uid,
                                  @RequestParam(value = "dept", defaultValue = "*") String dept)
            throws NamingException {
        String filter = buildFilter(uid.trim(), dept.trim());
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "title"});
        controls.setCountLimit(25);

        List<String> names = new ArrayList<>();
        DirContext ctx = contexts.open();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, controls);
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                names.add(String.valueOf(attrs.get("cn").get()));
            }
        } finally {
            ctx.close();
        }
        return names;
    }

    private static String buildFilter(String uid, String dept) {
        return "(&(objectClass=inetOrgPerson)(uid=" + uid + ")(departmentNumber=" + dept + "))";
    }

    public interface DirContextFactory {
        DirContext open() throws NamingException;
    }
}
