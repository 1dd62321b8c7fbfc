// Spark Java route that searches the branch catalogue titles by a user pattern.
package org.millbrooklibrary.catalog;

import static spark.Spark.get;
import static spark.Spark.port;

import com.google.gson.Gson;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

public class CatalogSearchRoutes {

    public record Title(String isbn, String name, String branch) {}

    private static final Gson GSON = new Gson();

    static Predicate<Title> matching(String term) {
        Pattern p = Pattern.compile(term, Pattern.CASE_INSENSITIVE);
        return t -> p.matcher(t.name()).find();
    }

    static Predicate<Title> inBranch(String branch) {
        return t -> branch == null || t.branch().equalsIgnoreCase(branch);
    }

    public static void main(String[] args) {
        CatalogIndex index = CatalogIndex.load();
        port(4567);
        get("/catalog/search", (req, res) -> {
            String q = Optional.ofNullable(req.queryParams("q")).orElse("");
            if (q.length() > 200) {
                res.status(400);
                return "query too long";
            }
            List<Title> hits = index.titles().stream()
                .filter(inBranch(req.queryParams("branch")).and(matching(q)))
                .limit(100)
                .collect(Collectors.toList());
            res.type("application/json");
            return GSON.toJson(hits);
        });
    }
}
