import type { NamespaceBureauCheckTranslation } from '../../i18n-types.ts'

const es_bureauCheck = {
  consent:
    'Al pulsar «Aceptar y continuar», aceptas que podamos comunicar tus datos personales a una agencia de información crediticia para verificar tu identidad, como exige la ley. Si no aceptas, puedes verificar tu identidad de otra forma.',
  wait: {
    lead: 'Estamos verificando el resto de tus datos.',
    estimate: 'Tarda hasta 10 segundos.',
    longer: 'Está tardando un poco más de lo habitual. No cierres esta ventana.',
    preparingScan: 'Preparando el escaneo de tu documento y tu selfi…',
  },
  startFailed: 'No hemos podido empezar a comprobar tus datos. Vuelve a intentarlo.',
  retry: {
    title: 'No podemos verificar tu identidad',
    lead: 'Revisa tus datos. Si tienes un segundo nombre o más de un apellido, añádelos también.',
    givenNames: 'Nombre(s)',
    givenNamesHint: 'Incluido cualquier segundo nombre',
    lastNames: 'Apellido(s)',
    lastNamesHint: 'Todos tus apellidos, si tienes más de uno',
    dateOfBirth: 'Fecha de nacimiento',
    dateOfBirthHint: 'Por ejemplo, 27 3 1985',
    day: 'Día',
    month: 'Mes',
    year: 'Año',
    confirm: 'Confirmar',
    sendFailed: 'No hemos podido enviar tus datos. Vuelve a intentarlo.',
  },
  errors: {
    givenNamesRequired: 'Introduce tu nombre',
    lastNamesRequired: 'Introduce tu apellido',
    characters: 'Usa solo letras, espacios, guiones y apóstrofos',
    tooLong: 'Usa como máximo {max|int} caracteres',
    dateRequired: 'Introduce tu fecha de nacimiento',
    dateIncomplete: 'Introduce tu fecha de nacimiento con día, mes y año',
    dateYear: 'Introduce tu año de nacimiento con cuatro cifras, por ejemplo 1985',
    dateInvalid: 'La fecha de nacimiento debe ser una fecha real',
    dateFuture: 'Tu fecha de nacimiento debe ser anterior a hoy',
    dateTooOld: 'Comprueba el año de tu fecha de nacimiento',
    rejected: 'Comprueba este dato',
  },
  cancel: {
    title: '¿Quieres interrumpir la comprobación de identidad?',
    warning: 'Si lo dejas ahora, tu compra no se aprobará.',
  },
} satisfies NamespaceBureauCheckTranslation

export default es_bureauCheck
