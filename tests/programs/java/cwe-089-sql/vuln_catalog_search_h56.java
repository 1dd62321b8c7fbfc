// GraphQL data fetchers for the public library catalogue search, backed by JPA
package org.citylibrary.catalogue;

import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Logger;

public class CatalogueFetchers {

    private static final Logger LOG = Logger.getLogger(CatalogueFetchers.class.getName());
    private static final Set<String> SORTABLE = Set.of("title", "author", "publishedYear", "callNumber");

    private final EntityManager em;

    public CatalogueFetchers(EntityManager em) {
        this.em = em;
    }

    private static String argOr(DataFetchingEnvironment env, String name, String fallback) {
        return Optional.ofNullable(env.<String>getArgument(name)).filter(s -> !s.isBlank()).orElse(fallback);
    }

    public DataFetcher<List<Book>> searchBooks() {
        return env -> {
            String title = argOr(env, "title", "");
            String sortBy = argOr(env, "sortBy", "title");
            int limit = Math.min(Optional.ofNullable(env.<Integer>getArgument("first")).orElse(20), 100);
            if (!SORTABLE.contains(sortBy)) {
                LOG.warning("unexpected sort field requested: " + sortBy);
            }
            String jpql = "SELECT b FROM Book b WHERE LOWER(b.title) LIKE :title ORDER BY b." + sortBy;
            return em.createQuery(jpql, Book.class)
                    .setParameter("title", "%" + title.toLowerCase(Locale.ROOT) + "%")
                    .setMaxResults(limit)
                    .getResultList();
        };
    }
}
