// A forager lookup program of the h64 set (cwe-090-ldap).
package org.myceliumguild.finds;

import com.unboundid.ldap.sdk.Filter;
import com.unboundid.ldap.sdk.LDAPConnectionPool;
import com.unboundid.ldap.sdk.LDAPException;
import com.unboundid.ldap.sdk.SearchResult;
import com.unboundid.ldap.sdk.SearchResultEntry;
import com.unboundid.ldap.sdk.SearchScope;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Find reports from a foray are posted as
 * {"foray":"2024-10-beechwood","finds":[{"species":"Cantharellus cibarius","forager":{"handle":"mtaylor"}}, ...]}
 * and we attach each forager's guild rank and contact from the guild directory.
 */
class ForayReportRoutes {
    private static final String MEMBERS_BASE = "ou=foragers,dc=mycelium-guild,dc=org";

    private final LDAPConnectionPool directory;

    ForayReportRoutes(LDAPConnectionPool directory) {
        this.directory = directory;
    }

    void mount(Router router) {
        router.route("/forays/*").handler(BodyHandler.create().setBodyLimit(256 * 1024));
        router.post("/forays/resolve-finders").blockingHandler(this::resolveFinders);
    }

    private void resolveFinders(RoutingContext ctx) {
        JsonObject report = ctx.body().asJsonObject();
        JsonArray finds = report.getJsonArray("finds", new JsonArray());

        Map<String, JsonObject> members = new LinkedHashMap<>();
        JsonArray enriched = new JsonArray();
        for (int i = 0; i < finds.size(); i++) {
            JsonObject find = finds.getJsonObject(i);
            String handle = find.getJsonObject("forager", new JsonObject()).getString("handle", "").trim();
            if (handle.isEmpty()) {
                continue;
            }
            JsonObject member = members.get(handle);
            if (member == null) {
                try {
                    member = lookup(handle);
                } catch (LDAPException e) {
                    ctx.response().setStatusCode(502).end("directory unavailable");
                    return;
                }
                members.put(handle, member);
            }
            enriched.add(find.copy().put("finder", member));
        }
        ctx.json(new JsonObject()
                .put("foray", report.getString("foray"))
                .put("finds", enriched));
    }

    private JsonObject lookup(String handle) throws LDAPException {
        Filter filter = Filter.create("(&(objectClass=inetOrgPerson)(uid=" + handle + "))");
        SearchResult result = directory.search(MEMBERS_BASE, SearchScope.ONE, filter, "cn", "guildRank", "mail");
        if (result.getEntryCount() == 0) {
            return new JsonObject().put("known", false);
        }
        SearchResultEntry entry = result.getSearchEntries().get(0);
        return new JsonObject()
                .put("known", true)
                .put("name", entry.getAttributeValue("cn"))
                .put("rank", entry.getAttributeValue("guildRank"))
                .put("mail", entry.getAttributeValue("mail"));
    }
}
