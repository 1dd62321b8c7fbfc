// A cartoon archive program of the h63 set (cwe-022-path).
package com.leadlight.studio.archive;

import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.Optional;
import java.util.Set;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

record SheetRef(String commission, String fileName) {}

class SheetRequestValidator {
    private static final Set<String> EXTENSIONS = Set.of(".pdf", ".png");

    Optional<String> check(SheetRef ref) {
        if (ref.commission() == null || !ref.commission().matches("C\\d{5}")) {
            return Optional.of("commission number must look like C01234");
        }
        String name = ref.fileName();
        if (name == null || name.isBlank() || name.startsWith("/")) {
            return Optional.of("sheet name missing or absolute");
        }
        if (EXTENSIONS.stream().noneMatch(name::endsWith)) {
            return Optional.of("unsupported sheet type");
        }
        return Optional.empty();
    }
}

class CartoonStore {
    private final java.nio.file.Path root;

    CartoonStore(java.nio.file.Path root) { this.root = root; }

    Optional<java.nio.file.Path> locate(SheetRef ref) {
        java.nio.file.Path commissionDir = root.resolve(ref.commission()).normalize();
        java.nio.file.Path sheet = commissionDir.resolve(ref.fileName()).normalize();
        if (!sheet.startsWith(commissionDir)) {
            return Optional.empty();
        }
        return Files.isRegularFile(sheet) ? Optional.of(sheet) : Optional.empty();
    }
}

class CartoonService {
    private final SheetRequestValidator validator;
    private final CartoonStore store;

    CartoonService(SheetRequestValidator validator, CartoonStore store) {
        this.validator = validator;
        this.store = store;
    }

    java.nio.file.Path open(SheetRef ref) {
        validator.check(ref).ifPresent(problem -> {
            throw new jakarta.ws.rs.BadRequestException(problem);
        });
        return store.locate(ref).orElseThrow(NotFoundException::new);
    }
}

@Path("/commissions/{commission}/cartoons")
class CartoonResource {
    private final CartoonService service = new CartoonService(
            new SheetRequestValidator(), new CartoonStore(Paths.get("/srv/leadlight/cartoons")));

    @GET
    public Response download(@PathParam("commission") String commission, @QueryParam("sheet") String sheet) {
        java.nio.file.Path file = service.open(new SheetRef(commission, sheet));
        String type = file.toString().endsWith(".png") ? "image/png" : "application/pdf";
        return Response.ok(file.toFile(), MediaType.valueOf(type))
                .header("Content-Disposition", "attachment")
                .build();
    }
}
