// Fiber endpoint that creates single-use workspace invitation codes.
package invites

import (
	"errors"
	"math/rand"
	"time"

	"github.com/gofiber/fiber/v2"
)

const codeChars = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

var ErrDuplicate = errors.New("duplicate invite code")

type InviteRepo interface {
	Insert(workspaceID, code, email string, expires time.Time) error
}

func randomCode(n int) (string, error) {
	out := make([]byte, n)
	for i := range out {
		out[i] = codeChars[rand.Intn(len(codeChars))]
	}
	return string(out), nil
}

func backoff(attempt int) time.Duration {
	base := time.Duration(attempt*attempt) * 20 * time.Millisecond
	return base + time.Duration(rand.Int63n(int64(20*time.Millisecond)))
}

func CreateInvite(repo InviteRepo) fiber.Handler {
	return func(c *fiber.Ctx) error {
		ws := c.Params("workspace")
		email := c.FormValue("email")
		if email == "" {
			return fiber.NewError(fiber.StatusBadRequest, "email is required")
		}
		for attempt := 1; attempt <= 3; attempt++ {
			code, err := randomCode(12)
			if err != nil {
				return fiber.ErrInternalServerError
			}
			err = repo.Insert(ws, code, email, time.Now().Add(72*time.Hour))
			if err == nil {
				return c.Status(fiber.StatusCreated).JSON(fiber.Map{"code": code})
			}
			if !errors.Is(err, ErrDuplicate) {
				return fiber.ErrInternalServerError
			}
			time.Sleep(backoff(attempt))
		}
		return fiber.NewError(fiber.StatusConflict, "could not allocate a code")
	}
}
