// Play for Java controller that looks up marathon volunteers in the LDAP roster by e-mail.
package controllers;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import javax.inject.Inject;

import com.unboundid.ldap.sdk.Filter;
import com.unboundid.ldap.sdk.LDAPConnectionPool;
import com.unboundid.ldap.sdk.LDAPException;
import com.unboundid.ldap.sdk.SearchResult;
import com.unboundid.ldap.sdk.SearchResultEntry;
import com.unboundid.ldap.sdk.SearchScope;

import play.libs.Json;
import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;

public class VolunteerController extends Controller {

    private static final String ROSTER_BASE = "ou=volunteers,dc=citymarathon,dc=org";

    private final LDAPConnectionPool pool;

    @Inject
    public VolunteerController(LDAPConnectionPool pool) {
        this.pool = pool;
    }

    public Result lookup(Http.Request request) throws LDAPException {
        String email = request.queryString("email").orElse("").trim().toLowerCase();
        if (email.isEmpty()) {
            return badRequest("email is required");
        }
        Filter filter = Filter.createANDFilter(
                Filter.createEqualityFilter("objectClass", "person"),
                Filter.createEqualityFilter("mail", email));
        SearchResult result = pool.search(ROSTER_BASE, SearchScope.SUB, filter,
                "cn", "telephoneNumber", "departmentNumber");
        List<Map<String, String>> people = new ArrayList<>();
        for (SearchResultEntry entry : result.getSearchEntries()) {
            people.add(Map.of(
                    "name", entry.getAttributeValue("cn"),
                    "phone", String.valueOf(entry.getAttributeValue("telephoneNumber")),
                    "station", String.valueOf(entry.getAttributeValue("departmentNumber"))));
        }
        return ok(Json.toJson(people));
    }
}
