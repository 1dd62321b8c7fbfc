// GraphQL data fetchers for the public library catalogue search, backed by JPA
package org.citylibrary.catalogue;

import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

public class CatalogueFetchers {

    private static final Logger LOG = Logger.getLogger(CatalogueFetchers.class.getName());
    private static final Map<String, String> SORT_COLUMNS = Map.of(
            "title", "b.title",
            "author", "b.author",
            "publishedYear", "b.publishedYear",
            "callNumber", "b.callNumber");

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
            if (!SORT_COLUMNS.containsKey(sortBy)) {
                LOG.warning("unexpected sort field requested: " + sortBy);
            }
            String orderBy = SORT_COLUMNS.getOrDefault(sortBy, "b.title");
            String jpql = "SELECT b FROM Book b WHERE LOWER(b.title) LIKE :title ORDER BY " + orderBy;
            return em.createQuery(jpql, Book.class)
                    .setParameter("title", "%" + title.toLowerCase(Locale.ROOT) + "%")
                    .setMaxResults(limit)
                    .getResultList();
        };
    }
}
