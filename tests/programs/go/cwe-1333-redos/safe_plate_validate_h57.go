// Skip-hire booking API for a waste management firm: validates road-permit references before booking a skip.
package skiphire

import (
	"fmt"
	"strings"
	"time"

	"github.com/dlclark/regexp2"
	"github.com/gofiber/fiber/v2"
)

type PermitRule struct {
	Council string
	Pattern *regexp2.Regexp
}

type PermitRuleFactory struct{ rules map[string]PermitRule }

func NewPermitRuleFactory() *PermitRuleFactory {
	f := &PermitRuleFactory{rules: map[string]PermitRule{}}
	f.register("northfield", `^NF-[A-Z0-9]+(?:-[A-Z0-9]+)*$`)
	f.register("riverside", `^RS([0-9]{4})/[A-Z]{2}$`)
	return f
}

func (f *PermitRuleFactory) register(council, expr string) {
	re := regexp2.MustCompile(expr, regexp2.None)
	re.MatchTimeout = 50 * time.Millisecond
	f.rules[council] = PermitRule{Council: council, Pattern: re}
}

func (f *PermitRuleFactory) Validate(council, ref string) error {
	rule, ok := f.rules[council]
	if !ok {
		return fmt.Errorf("no permit scheme for council %q", council)
	}
	matched, err := rule.Pattern.MatchString(strings.ToUpper(ref))
	if err != nil || !matched {
		return fmt.Errorf("permit reference %q is not valid for %s", ref, council)
	}
	return nil
}

type BookingRequest struct {
	Council   string    `json:"council"`
	PermitRef string    `json:"permit_ref"`
	SkipSize  string    `json:"skip_size"`
	Delivery  time.Time `json:"delivery"`
}

type BookingController struct {
	permits *PermitRuleFactory
	book    func(BookingRequest) (string, error)
}

func (bc *BookingController) Create(c *fiber.Ctx) error {
	var req BookingRequest
	if err := c.BodyParser(&req); err != nil {
		return c.Status(fiber.StatusBadRequest).JSON(fiber.Map{"error": "malformed booking"})
	}
	if err := bc.permits.Validate(req.Council, req.PermitRef); err != nil {
		return c.Status(fiber.StatusUnprocessableEntity).JSON(fiber.Map{"error": err.Error()})
	}
	id, err := bc.book(req)
	if err != nil {
		return c.Status(fiber.StatusConflict).JSON(fiber.Map{"error": err.Error()})
	}
	return c.Status(fiber.StatusCreated).JSON(fiber.Map{"booking_id": id})
}
