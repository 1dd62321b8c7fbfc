// Spring controller that looks up employee contact details in the corporate LDAP directory
package com.acme.people.directory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
class DirectoryLookupController {

    private static final String BASE_DN = "ou=people,dc=acme,dc=internal";
    private final DirContext ctx;

    DirectoryLookupController(DirContext ctx) {
        this.ctx = ctx;
    }

    private String buildFilter(String department, String uid) {
        return "(&(objectClass=inetOrgPerson)(departmentNumber=" + department + ")(uid=" + uid + "*))";
    }

    @GetMapping("/directory/people")
    public List<Map<String, String>> find(@RequestParam String department,
                                          @RequestParam String uid) throws NamingException {
        SearchControls sc = new SearchControls();
        sc.setSearchScope(SearchControls.SUBTREE_SCOPE);
        sc.setReturningAttributes(new String[] {"uid", "cn", "mail", "telephoneNumber"});
        sc.setCountLimit(50);
        NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, buildFilter(department, uid), sc);
        List<Map<String, String>> out = new ArrayList<>();
        while (results.hasMore()) {
            Attributes a = results.next().getAttributes();
            out.add(Map.of(
                    "uid", String.valueOf(a.get("uid").get()),
                    "name", String.valueOf(a.get("cn").get()),
                    "mail", a.get("mail") == null ? "" : String.valueOf(a.get("mail").get())));
        }
        return out;
    }
}
