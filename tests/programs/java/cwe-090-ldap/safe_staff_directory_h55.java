// Spring controller and directory client that look up municipal staff members by department and name in LDAP
package city.directory;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@Service
class StaffDirectoryClient {
    private static final Map<String, String> DEPARTMENTS = Map.of(
            "parks", "PRK", "water", "WTR", "roads", "RDS", "waste", "WST");
    private final Hashtable<String, String> env = new Hashtable<>();

    StaffDirectoryClient(@Value("${directory.url}") String url) {
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url);
    }

    List<String> find(String department, String name) throws NamingException {
        String deptCode = DEPARTMENTS.getOrDefault(department, "GEN");
        String filter = "(&(objectClass=inetOrgPerson)(departmentNumber={0})(cn=*{1}*))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "telephoneNumber"});
        controls.setCountLimit(50);
        InitialDirContext ctx = new InitialDirContext(env);
        List<String> people = new ArrayList<>();
        try {
            NamingEnumeration<SearchResult> results = ctx.search("ou=staff,dc=city,dc=gov", filter,
                    new Object[] {deptCode, name}, controls);
            while (results.hasMore()) {
                SearchResult r = results.next();
                people.add(r.getAttributes().get("cn").get() + " " + r.getAttributes().get("telephoneNumber").get());
            }
        } finally {
            ctx.close();
        }
        return people;
    }
}

@RestController
class StaffDirectoryController {
    private final StaffDirectoryClient client;

    StaffDirectoryController(StaffDirectoryClient client) { this.client = client; }

    @GetMapping("/directory/staff")
    List<String> search(@RequestParam String department, @RequestParam String name) throws NamingException {
        return client.find(department, name.trim());
    }
}
