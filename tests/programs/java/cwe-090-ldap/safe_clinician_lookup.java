// Scheduling directory resource that finds clinicians by specialty and name prefix in LDAP
package org.carepoint.directory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

@Path("/clinicians")
@Produces(MediaType.APPLICATION_JSON)
public class ClinicianDirectoryResource {

    private static final String BASE_DN = "ou=clinicians,dc=carepoint,dc=org";
    private static final String FILTER = "(&(objectClass=inetOrgPerson)(departmentNumber={0})(cn={1}*))";

    @Inject
    DirContext directory;

    @GET
    public List<Map<String, String>> search(@QueryParam("specialty") String specialty,
                                            @QueryParam("name") String namePrefix) throws NamingException {
        Object[] args = {clean(specialty), clean(namePrefix)};
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "departmentNumber"});
        controls.setCountLimit(50);

        List<Map<String, String>> out = new ArrayList<>();
        NamingEnumeration<SearchResult> results = directory.search(BASE_DN, FILTER, args, controls);
        while (results.hasMore()) {
            SearchResult r = results.next();
            out.add(Map.of(
                    "name", String.valueOf(r.getAttributes().get("cn").get()),
                    "mail", String.valueOf(r.getAttributes().get("mail").get())));
        }
        return out;
    }

    private static String clean(String value) {
        if (value == null) {
            return "";
        }
        return value.trim().replace("*", "");
    }
}
