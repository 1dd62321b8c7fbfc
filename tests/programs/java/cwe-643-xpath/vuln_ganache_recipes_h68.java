// A ganache recipes program of the h68 set (cwe-643-xpath).
// chocolatiers: looks up ganache and praline recipes from the kitchen's XML recipe book
package be.maisonpraline.kitchen;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;

public class RecipeBook {

    record Ingredient(String name, int grams, String note) {}
    record Recipe(String name, String category, int yieldPieces, List<Ingredient> ingredients) {}

    private final Document book;

    RecipeBook(Path xml) throws Exception {
        var dbf = DocumentBuilderFactory.newInstance();
        dbf.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        dbf.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
        this.book = dbf.newDocumentBuilder().parse(xml.toFile());
    }

    static boolean plainName(String s) {
        return !s.isBlank() && s.length() <= 60
                && s.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == ' ' || c == '-');
    }

    static List<Element> elements(NodeList nodes) {
        return IntStream.range(0, nodes.getLength())
                .mapToObj(nodes::item)
                .filter(Element.class::isInstance)
                .map(Element.class::cast)
                .toList();
    }

    List<Recipe> find(String category, String name) throws XPathExpressionException {
        var xpath = XPathFactory.newInstance().newXPath();
        var expr = "/book/section[@category='%s']/recipe[contains(@name, '%s')]".formatted(category, name);
        var nodes = (NodeList) xpath.evaluate(expr, book, XPathConstants.NODESET);

        return elements(nodes).stream()
                .map(r -> new Recipe(
                        r.getAttribute("name"),
                        ((Element) r.getParentNode()).getAttribute("category"),
                        Integer.parseInt(r.getAttribute("yield")),
                        elements(r.getElementsByTagName("ingredient")).stream()
                                .map(i -> new Ingredient(
                                        i.getAttribute("name"),
                                        Integer.parseInt(i.getAttribute("grams")),
                                        i.getTextContent().strip()))
                                .toList()))
                .toList();
    }

    void lookup(Context ctx) throws XPathExpressionException {
        var category = switch (ctx.pathParam("category")) {
            case "ganache", "ganaches" -> "ganache";
            case "praline", "pralines" -> "praline";
            case "bar", "bars" -> "bar";
            default -> throw new IllegalArgumentException("unknown category");
        };
        var name = ctx.queryParamAsClass("name", String.class).getOrDefault("");

        if (!name.isEmpty() && !plainName(name)) {
            ctx.status(HttpStatus.BAD_REQUEST).result("recipe names use letters, digits, spaces and dashes");
        }

        var recipes = find(category, name);
        if (recipes.isEmpty()) {
            ctx.status(HttpStatus.NOT_FOUND).result("no recipe matches");
        } else {
            ctx.json(recipes);
        }
    }

    public static void main(String[] args) throws Exception {
        var recipes = new RecipeBook(Path.of(System.getenv().getOrDefault("RECIPE_BOOK", "/srv/praline/recipes.xml")));
        Javalin.create(cfg -> cfg.useVirtualThreads = true)
                .get("/recipes/{category}", recipes::lookup)
                .exception(IllegalArgumentException.class,
                        (e, ctx) -> ctx.status(HttpStatus.BAD_REQUEST).result(e.getMessage()))
                .start(7000);
    }
}
