// A staff directory program of the h69 set (cwe-090-ldap).
package com.alpinecliffrail.roster;

import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.regex.Pattern;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.stereotype.Service;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.context.request.RequestAttributes;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.filter.OncePerRequestFilter;

@Component
class OperatorLookupFilter extends OncePerRequestFilter {
    static final String LOOKUP_ATTR = "roster.lookupUid";

    @Override
    protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
            throws ServletException, IOException {
        String uid = request.getParameter("operator");
        if (uid != null) {
            request.setAttribute(LOOKUP_ATTR, uid.trim());
        }
        chain.doFilter(request, response);
    }
}

record OperatorCard(String uid, String displayName, String certification) {}

@Service
class OperatorDirectory {
    private static final Logger log = LoggerFactory.getLogger(OperatorDirectory.class);
    private static final Pattern UID = Pattern.compile("^[a-z][a-z0-9.]{2,30}$");

    List<OperatorCard> lookupCurrent() throws NamingException {
        RequestAttributes attrs = RequestContextHolder.currentRequestAttributes();
        String uid = (String) attrs.getAttribute(OperatorLookupFilter.LOOKUP_ATTR, RequestAttributes.SCOPE_REQUEST);
        if (uid == null) {
            return List.of();
        }
        if (!UID.matcher(uid).matches()) {
            log.warn("operator lookup with unusual uid format: {}", uid);
            return List.of();
        }

        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldaps://ldap.alpinecliffrail.ch:636");
        env.put(Context.SECURITY_PRINCIPAL, "cn=roster-reader,ou=services,dc=alpinecliffrail,dc=ch");
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("ROSTER_LDAP_PASSWORD"));

        DirContext ctx = new InitialDirContext(env);
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            controls.setReturningAttributes(new String[] {"uid", "cn", "cabinCertification"});
            String filter = "(&(objectClass=inetOrgPerson)(ou=cabin-operators)(uid=" + uid + "))";
            NamingEnumeration<SearchResult> results =
                    ctx.search("ou=people,dc=alpinecliffrail,dc=ch", filter, controls);
            List<OperatorCard> cards = new ArrayList<>();
            while (results.hasMore()) {
                Attributes a = results.next().getAttributes();
                cards.add(new OperatorCard(str(a, "uid"), str(a, "cn"), str(a, "cabinCertification")));
            }
            return cards;
        } finally {
            ctx.close();
        }
    }

    private static String str(Attributes a, String name) throws NamingException {
        return a.get(name) == null ? null : String.valueOf(a.get(name).get());
    }
}

@RestController
class OperatorLookupController {
    private final OperatorDirectory directory;

    OperatorLookupController(OperatorDirectory directory) {
        this.directory = directory;
    }

    @GetMapping("/roster/operators")
    List<OperatorCard> find() throws NamingException {
        return directory.lookupCurrent();
    }
}
