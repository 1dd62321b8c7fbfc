// Course catalog search endpoint for a university enrollment service using JPA.
package edu.northfield.catalog;

import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.TypedQuery;
import java.util.List;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.springframework.transaction.annotation.Transactional;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api/courses")
public class CourseCatalogController {

    @PersistenceContext
    private EntityManager em;

    private final UnaryOperator<String> normalize = s -> s == null ? "" : s.trim().toLowerCase();

    private static Function<Boolean, String> titleQuery() {
        return byDepartment -> "SELECT c FROM Course c WHERE lower(c.title) LIKE :term"
            + (byDepartment ? " AND c.department = :dept" : "")
            + " ORDER BY c.code";
    }

    @GetMapping("/search")
    @Transactional(readOnly = true)
    public List<Course> search(@RequestParam("q") String q,
                               @RequestParam(value = "dept", defaultValue = "ALL") String dept) {
        boolean byDepartment = !"ALL".equals(dept);
        String jpql = titleQuery().apply(byDepartment);
        TypedQuery<Course> query = em.createQuery(jpql, Course.class);
        query.setParameter("term", "%" + normalize.apply(q) + "%");
        if (byDepartment) {
            query.setParameter("dept", dept);
        }
        return query.setMaxResults(50).getResultList();
    }
}
