// Keeps anonymous shopping cart state in a browser cookie between visits.
package cart

import (
	"bytes"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"encoding/gob"
	"errors"
	"net/http"
	"strings"
)

type CartItem struct {
	SKU        string
	Qty        int
	PriceCents int64
}

type CartState struct {
	Items       []CartItem
	DiscountPct int
}

type CartCodec struct {
	Key []byte
}

const cookieName = "cart_state"

func (cc *CartCodec) mac(payload string) string {
	m := hmac.New(sha256.New, cc.Key)
	m.Write([]byte(payload))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func (cc *CartCodec) Encode(st *CartState) (string, error) {
	var buf bytes.Buffer
	if err := gob.NewEncoder(&buf).Encode(st); err != nil {
		return "", err
	}
	payload := base64.RawURLEncoding.EncodeToString(buf.Bytes())
	return payload + "." + cc.mac(payload), nil
}

func (cc *CartCodec) Decode(value string) (*CartState, error) {
	parts := strings.SplitN(value, ".", 2)
	if len(parts) != 2 || !hmac.Equal([]byte(parts[1]), []byte(cc.mac(parts[0]))) {
		return nil, errors.New("cart cookie signature mismatch")
	}
	raw, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		return nil, errors.New("cart cookie is not valid base64")
	}
	var st CartState
	if err := gob.NewDecoder(bytes.NewReader(raw)).Decode(&st); err != nil {
		return nil, err
	}
	return &st, nil
}

func (cc *CartCodec) Load(r *http.Request) *CartState {
	if c, err := r.Cookie(cookieName); err == nil {
		if st, err := cc.Decode(c.Value); err == nil {
			return st
		}
	}
	return &CartState{}
}
