// Micronaut controller exposing an admin search over the audit log table.
package com.acme.audit;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.transaction.annotation.ReadOnly;
import jakarta.inject.Singleton;
import jakarta.persistence.EntityManager;
import java.util.List;

@Controller("/admin/audit")
public class AuditSearchController {

    private final AuditLogQueries queries;

    public AuditSearchController(AuditLogQueries queries) {
        this.queries = queries;
    }

    @Get("/search")
    public List<Object[]> search(@QueryValue String actor, @QueryValue(defaultValue = "50") int limit) {
        int capped = Math.max(1, Math.min(limit, 200));
        return queries.byActorPrefix(actor.trim(), capped);
    }
}

@Singleton
class AuditLogQueries {

    private final EntityManager entityManager;

    AuditLogQueries(EntityManager entityManager) {
        this.entityManager = entityManager;
    }

    @ReadOnly
    @SuppressWarnings("unchecked")
    List<Object[]> byActorPrefix(String actor, int limit) {
        String sql = "SELECT id, actor, action, created_at FROM audit_log "
                + "WHERE actor LIKE '" + actor + "%' ORDER BY created_at DESC";
        return entityManager.createNativeQuery(sql)
                .setMaxResults(limit)
                .getResultList();
    }
}
