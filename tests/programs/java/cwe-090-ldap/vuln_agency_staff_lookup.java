// Spring REST controller that looks up government agency staff contact details in the LDAP directory.
package gov.stateagency.directory.web;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.LinkedHashMap;
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

import org.springframework.beans.factory.annotation.Value;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class StaffDirectoryController {

    private static final String[] RETURNED = {"cn", "mail", "telephoneNumber", "departmentNumber"};

    @Value("${directory.ldap-url}")
    private String ldapUrl;

    @Value("${directory.base-dn:ou=staff,dc=agency,dc=state,dc=gov}")
    private String baseDn;

    @GetMapping("/staff/search")
    public List<Map<String, String>> search(@RequestParam("uid") String uid) throws NamingException {
        String filter = "(&(objectClass=inetOrgPerson)(uid=" + uid.trim() + "))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(RETURNED);
        controls.setCountLimit(20);

        DirContext ctx = new InitialDirContext(environment());
        try {
            NamingEnumeration<SearchResult> results = ctx.search(baseDn, filter, controls);
            List<Map<String, String>> people = new ArrayList<>();
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                Map<String, String> person = new LinkedHashMap<>();
                for (String name : RETURNED) {
                    person.put(name, attrs.get(name) == null ? null : String.valueOf(attrs.get(name).get()));
                }
                people.add(person);
            }
            return people;
        } finally {
            ctx.close();
        }
    }

    private Hashtable<String, String> environment() {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, "cn=directory-reader,ou=services,dc=agency,dc=state,dc=gov");
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("DIRECTORY_BIND_PASSWORD"));
        return env;
    }
}
