// A guild member search program of the h63 set (cwe-090-ldap).
package org.luthiersguild.directory;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.unboundid.ldap.sdk.Filter;
import com.unboundid.ldap.sdk.LDAPConnectionPool;
import com.unboundid.ldap.sdk.LDAPException;
import com.unboundid.ldap.sdk.SearchRequest;
import com.unboundid.ldap.sdk.SearchResult;
import com.unboundid.ldap.sdk.SearchResultEntry;
import com.unboundid.ldap.sdk.SearchScope;
import jakarta.servlet.annotation.WebServlet;
import jakarta.servlet.http.HttpServlet;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

enum Specialty { VIOLIN, VIOLA, CELLO, BOW, RESTORATION }

record MemberSearchCriteria(Specialty specialty, String city) {}

record GuildMember(String name, String workshop, String city) {}

class DirectoryClient {
    private static final String MEMBERS_BASE = "ou=members,dc=luthiersguild,dc=org";
    private final LDAPConnectionPool pool;

    DirectoryClient(LDAPConnectionPool pool) { this.pool = pool; }

    List<GuildMember> find(MemberSearchCriteria criteria) throws LDAPException {
        Filter filter = Filter.create("(&(objectClass=guildMember)(specialty="
                + criteria.specialty().name().toLowerCase(Locale.ROOT) + ")(l=" + Filter.encodeValue(criteria.city()) + "))");
        SearchRequest request = new SearchRequest(MEMBERS_BASE, SearchScope.SUB, filter, "cn", "o", "l");
        request.setSizeLimit(100);
        SearchResult result = pool.search(request);
        List<GuildMember> members = new ArrayList<>();
        for (SearchResultEntry entry : result.getSearchEntries()) {
            members.add(new GuildMember(entry.getAttributeValue("cn"), entry.getAttributeValue("o"),
                    entry.getAttributeValue("l")));
        }
        return members;
    }
}

class GuildDirectoryService {
    private final DirectoryClient client;

    GuildDirectoryService(DirectoryClient client) { this.client = client; }

    List<GuildMember> search(String specialty, String city) throws LDAPException {
        Specialty parsed = Specialty.valueOf(specialty.toUpperCase(Locale.ROOT));
        if (city == null || city.isBlank() || city.length() > 80) {
            throw new IllegalArgumentException("city is required");
        }
        return client.find(new MemberSearchCriteria(parsed, city.trim()));
    }
}

@WebServlet("/guild/members")
class GuildMemberSearchServlet extends HttpServlet {
    private final ObjectMapper json = new ObjectMapper();
    private GuildDirectoryService service;

    @Override
    public void init() {
        LDAPConnectionPool pool = (LDAPConnectionPool) getServletContext().getAttribute("guild.ldapPool");
        service = new GuildDirectoryService(new DirectoryClient(pool));
    }

    @Override
    protected void doGet(HttpServletRequest req, HttpServletResponse resp) throws IOException {
        String specialty = req.getParameter("specialty");
        if (specialty == null) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "specialty is required");
            return;
        }
        try {
            List<GuildMember> members = service.search(specialty, req.getParameter("city"));
            resp.setContentType("application/json");
            json.writeValue(resp.getOutputStream(), members);
        } catch (IllegalArgumentException e) {
            resp.sendError(HttpServletResponse.SC_BAD_REQUEST, "unknown specialty or missing city");
        } catch (LDAPException e) {
            resp.sendError(HttpServletResponse.SC_SERVICE_UNAVAILABLE, "directory unavailable");
        }
    }
}
