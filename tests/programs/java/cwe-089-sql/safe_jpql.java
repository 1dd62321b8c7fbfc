// Spring Boot service that finds user accounts by e-mail through the JPA EntityManager
package com.example.accounts;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.List;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

@RestController
public class AccountSearchController {

    public record SearchRequest(String email, boolean activeOnly) {}

    @PersistenceContext
    private EntityManager em;

    @PostMapping("/accounts/search")
    public List<?> search(@RequestBody SearchRequest req) {
        String jpql = "SELECT a FROM Account a WHERE a.email = :email";
        if (req.activeOnly()) {
            jpql += " AND a.active = true";
        }
        return em.createQuery(jpql).setParameter("email", req.email()).getResultList();
    }
}
