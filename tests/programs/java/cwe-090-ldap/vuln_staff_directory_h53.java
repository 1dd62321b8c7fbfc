// Hospital staff directory search over the clinical LDAP tree by department and name
package org.stlukes.directory;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import javax.naming.Context;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record StaffQuery(String department, String namePart) {}
record StaffEntry(String cn, String title) {}

class LdapDirectoryClient {
    private final Hashtable<String, String> env = new Hashtable<>();

    LdapDirectoryClient() {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv("DIRECTORY_LDAP_URL"));
        env.put(Context.SECURITY_PRINCIPAL, System.getenv("DIRECTORY_BIND_DN"));
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("DIRECTORY_BIND_PASSWORD"));
    }

    List<StaffEntry> search(StaffQuery q) throws NamingException {
        SearchControls controls = new SearchControls(SearchControls.SUBTREE_SCOPE, 200, 5000,
            new String[] {"cn", "title"}, false, false);
        String filter = "(&(objectClass=inetOrgPerson)(departmentNumber=" + q.department()
            + ")(cn=*" + q.namePart() + "*))";
        DirContext ctx = new InitialDirContext(env);
        List<StaffEntry> out = new ArrayList<>();
        try {
            var results = ctx.search("ou=staff,dc=stlukes,dc=org", filter, controls);
            while (results.hasMore()) {
                var attrs = results.next().getAttributes();
                out.add(new StaffEntry(String.valueOf(attrs.get("cn").get()),
                    attrs.get("title") == null ? "" : String.valueOf(attrs.get("title").get())));
            }
        } finally {
            ctx.close();
        }
        return out;
    }
}

@Service
class StaffDirectoryService {
    private final LdapDirectoryClient client = new LdapDirectoryClient();

    List<StaffEntry> find(String dept, String name) throws NamingException {
        return client.search(new StaffQuery(dept.strip(), name.strip()));
    }
}

@RestController
class StaffDirectoryController {
    private final StaffDirectoryService service;

    StaffDirectoryController(StaffDirectoryService service) { this.service = service; }

    @GetMapping("/directory/staff")
    List<StaffEntry> search(@RequestParam String dept, @RequestParam String name) throws NamingException {
        return service.find(dept, name);
    }
}
