// Recruitment agency service that looks up consultants in the corporate LDAP directory by e-mail address
package com.hireline.directory;

import java.util.ArrayList;
import java.util.List;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

record Consultant(String uid, String displayName, String desk) {}

interface ConsultantDirectory {
    List<Consultant> findByMail(String mail) throws NamingException;
}

class LdapConsultantDirectory implements ConsultantDirectory {
    private static final String BASE = "ou=consultants,dc=hireline,dc=example";
    private final DirContext ctx;

    LdapConsultantDirectory(DirContext ctx) {
        this.ctx = ctx;
    }

    @Override
    public List<Consultant> findByMail(String mail) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"uid", "cn", "departmentNumber"});
        controls.setCountLimit(20);
        String filter = "(&(objectClass=inetOrgPerson)(mail={0}))";
        NamingEnumeration<SearchResult> results = ctx.search(BASE, filter, new Object[] {mail}, controls);
        List<Consultant> out = new ArrayList<>();
        while (results.hasMore()) {
            var attrs = results.next().getAttributes();
            out.add(new Consultant(String.valueOf(attrs.get("uid").get()),
                    String.valueOf(attrs.get("cn").get()),
                    attrs.get("departmentNumber") == null ? "" : String.valueOf(attrs.get("departmentNumber").get())));
        }
        return out;
    }
}

@RestController
class ConsultantLookupController {
    private final ConsultantDirectory directory;

    ConsultantLookupController(ConsultantDirectory directory) {
        this.directory = directory;
    }

    @GetMapping("/consultants/lookup")
    List<Consultant> lookup(@RequestParam String mail) throws NamingException {
        return directory.findByMail(mail.trim());
    }
}
