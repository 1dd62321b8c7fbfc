// Subscriber profile update endpoint for the mobile carrier's self-care portal, using chi.
package selfcare

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/dlclark/regexp2"
	"github.com/go-chi/chi/v5"
)

var displayNamePattern = regexp2.MustCompile(`^([A-Za-z0-9]+\s?)*$`, regexp2.None)

var languages = map[string]bool{"en": true, "es": true, "fr": true, "pt": true}

type ProfileUpdate struct {
	DisplayName string `json:"display_name"`
	Language    string `json:"language"`
}

type ProfileRepo interface {
	SaveProfile(msisdn string, u ProfileUpdate) error
}

type ProfileService struct{ repo ProfileRepo }

func validateProfile(u ProfileUpdate) error {
	if len(u.DisplayName) == 0 || len(u.DisplayName) > 48 {
		return errors.New("display name must be 1-48 characters")
	}
	ok, err := displayNamePattern.MatchString(u.DisplayName)
	if err != nil || !ok {
		return errors.New("display name may contain letters, digits and single spaces")
	}
	if !languages[u.Language] {
		return errors.New("unsupported language")
	}
	return nil
}

func (s *ProfileService) Update(msisdn string, u ProfileUpdate) error {
	if err := validateProfile(u); err != nil {
		return err
	}
	return s.repo.SaveProfile(msisdn, u)
}

func Routes(svc *ProfileService) http.Handler {
	r := chi.NewRouter()
	r.Put("/subscribers/{msisdn}/profile", func(w http.ResponseWriter, r *http.Request) {
		var u ProfileUpdate
		if err := json.NewDecoder(r.Body).Decode(&u); err != nil {
			http.Error(w, "invalid body", http.StatusBadRequest)
			return
		}
		if err := svc.Update(chi.URLParam(r, "msisdn"), u); err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	return r
}
