// A kite gallery program of the h63 set (cwe-079-xss).
package controllers;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import javax.inject.Inject;
import javax.inject.Singleton;

import com.fasterxml.jackson.databind.JsonNode;
import play.libs.Json;
import play.mvc.Controller;
import play.mvc.Http;
import play.mvc.Result;
import play.twirl.api.HtmlFormat;

class KiteDesignForm {
    public String slug;
    public String name;
    public String caption;
    public double spanMetres;
}

record KiteDesign(String slug, String name, String caption, double spanMetres) {}

@Singleton
class KiteCatalog {
    private final Map<String, KiteDesign> designs = new ConcurrentHashMap<>();

    Optional<String> register(KiteDesignForm form) {
        if (form.slug == null || !form.slug.matches("[a-z0-9-]{3,40}")) {
            return Optional.of("slug must be lower-case words separated by dashes");
        }
        if (form.name == null || form.name.isBlank() || form.spanMetres <= 0 || form.spanMetres > 12) {
            return Optional.of("name and a span between 0 and 12 metres are required");
        }
        designs.put(form.slug, new KiteDesign(form.slug, form.name, form.caption == null ? "" : form.caption,
                form.spanMetres));
        return Optional.empty();
    }

    Optional<KiteDesign> find(String slug) { return Optional.ofNullable(designs.get(slug)); }
}

class DesignCardView {
    String render(KiteDesign design) {
        return "<!doctype html><html><head><title>" + HtmlFormat.escape(design.name()).body() + "</title></head>"
                + "<body><article class=\"kite-card\"><h1>" + HtmlFormat.escape(design.name()).body() + "</h1>"
                + "<p class=\"span\">Span: " + design.spanMetres() + " m</p>"
                + "<p class=\"caption\">" + HtmlFormat.escape(design.caption()).body() + "</p></article></body></html>";
    }
}

class KiteGalleryController extends Controller {
    private final KiteCatalog catalog;
    private final DesignCardView view = new DesignCardView();

    @Inject
    public KiteGalleryController(KiteCatalog catalog) { this.catalog = catalog; }

    public Result create(Http.Request request) {
        JsonNode body = request.body().asJson();
        if (body == null) {
            return badRequest(Json.newObject().put("error", "expected JSON"));
        }
        KiteDesignForm form = Json.fromJson(body, KiteDesignForm.class);
        return catalog.register(form)
                .map(error -> badRequest(Json.newObject().put("error", error)))
                .orElseGet(() -> created(Json.newObject().put("slug", form.slug)));
    }

    public Result show(Http.Request request, String slug) {
        return catalog.find(slug)
                .map(design -> ok(view.render(design)).as(Http.MimeTypes.HTML))
                .orElseGet(() -> notFound("no such kite"));
    }
}
